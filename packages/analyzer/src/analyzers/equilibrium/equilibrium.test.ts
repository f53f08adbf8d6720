import { describe, expect, it } from 'vitest';
import { equilibriumAnalyzer } from '.';
import { documentFromText } from '../../prepare';
import { describeCases } from '../test-cases';

describeCases('equilibrium', equilibriumAnalyzer);

describe('foro_domicilio_parte', () => {
  const forumAtProvider = (title: string, roles: [string, string]) =>
    documentFromText(
      [
        title,
        '',
        `${roles[0]}: NETVALE TELECOMUNICAÇÕES LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81, com sede em Curitiba/PR.`,
        '',
        `${roles[1]}: MARIA SOUZA, brasileira, inscrita no CPF sob o nº 123.456.789-09, residente em Ponta Grossa/PR.`,
        '',
        `CLÁUSULA PRIMEIRA – A ${roles[0]} presta à ${roles[1]} o serviço contratado, e a ${roles[1]} paga R$ 99,90 por mês.`,
        '',
        `CLÁUSULA SEGUNDA – Fica eleito o foro da Comarca de Curitiba/PR, sede da ${roles[0]}.`,
      ].join('\n'),
    );
  const forumFinding = (doc: ReturnType<typeof documentFromText>) =>
    equilibriumAnalyzer
      .analyze(doc)
      .find((finding) => finding.rule === 'equilibrio.foro_domicilio_parte');

  it("weighs more, under CDC art. 51, IV, at the supplier's seat in a consumer adhesion contract", () => {
    const finding = forumFinding(
      forumAtProvider('TERMO DE ADESÃO AO PLANO DE INTERNET RESIDENCIAL', [
        'PROVEDORA',
        'ASSINANTE',
      ]),
    );
    expect(finding).toMatchObject({ severity: 'média', legalRef: 'cdc.art51.IV' });
  });

  it("stays a minor point outside a consumer relation (one party's seat is a legitimate choice)", () => {
    const finding = forumFinding(
      forumAtProvider('CONTRATO DE PRESTAÇÃO DE SERVIÇOS', ['CONTRATADA', 'CONTRATANTE']),
    );
    expect(finding).toMatchObject({ severity: 'baixa' });
    expect(finding?.legalRef).toBeUndefined();
  });
});
