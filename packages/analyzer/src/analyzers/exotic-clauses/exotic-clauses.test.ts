import { describe, expect, it } from 'vitest';
import { exoticClausesAnalyzer, exoticStatus } from '.';
import type { RawFinding } from '../../types';
import { documentFromText } from '../../prepare';
import { registryFindings } from '../../rules';
import { describeCases } from '../test-cases';

describeCases('exotic-clauses', exoticClausesAnalyzer);

describe('exoticStatus', () => {
  const finding = (severity: RawFinding['severity']): RawFinding => ({
    rule: 'atipica.exclusividade',
    title: 't',
    description: 'd',
    severity,
    start: 0,
    end: 1,
  });

  it('is "nenhuma" without findings, else the criterion band\'s word: "critica" only below 50', () => {
    expect(exoticStatus([], 100)).toBe('nenhuma');
    expect(exoticStatus([finding('baixa'), finding('média')], 83)).toBe('atencao');
    // One serious clause leaves the criterion at 75 ("Atenção"): never "Crítica" beside it.
    expect(exoticStatus([finding('alta')], 75)).toBe('atencao');
    expect(exoticStatus([finding('alta'), finding('alta'), finding('média')], 38)).toBe('critica');
  });
});

describe('arbitration in adhesion contracts cites the law that applies', () => {
  const ARBITRATION =
    'CLÁUSULA DÉCIMA – DA SOLUÇÃO DE CONFLITOS\n\nQualquer controvérsia será resolvida obrigatoriamente por arbitragem, na Câmara de Arbitragem de São Paulo.';
  it.each([
    [
      'a consumer: CDC art. 51, VII',
      `TERMOS DE USO DA PLATAFORMA FITPLAY\n\nAo aceitar estes Termos de Uso, o USUÁRIO, consumidor, celebra contrato de adesão com a FITPLAY.\n\n${ARBITRATION}`,
      'cdc.art51.VII',
    ],
    [
      'an adhesion lease, where the CDC does not apply: Lei 9.307 art. 4º §2º',
      `CONTRATO DE LOCAÇÃO RESIDENCIAL – CONTRATO DE ADESÃO\n\nLOCADORA: ALFA IMÓVEIS LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.\n\nLOCATÁRIO: JOSÉ CARLOS SOUZA, brasileiro, solteiro.\n\nCLÁUSULA PRIMEIRA – DO OBJETO\n\nA LOCADORA dá em locação ao LOCATÁRIO o apartamento 12 da Rua Tupi, 40, Campinas/SP.\n\n${ARBITRATION}`,
      'lei9307.art4.p2',
    ],
  ])('%s', (_name, text, legalRef) => {
    const findings = registryFindings(documentFromText(text), 'exoticClauses');
    const arbitration = findings.find((finding) => finding.rule === 'atipica.arbitragem_adesao');
    expect(arbitration?.legalRef).toBe(legalRef);
  });
});
