import { CRITERIA, ZAnalysis } from '@contrato-claro/shared';
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../index';
import { AGAINST_READER_FACTOR, findSide, weighForReader } from './weigh';

/** A lease whose late fine falls on the tenant only (and a missing witnesses' block, on nobody). */
const LEASE =
  'CONTRATO DE LOCAÇÃO RESIDENCIAL\n\nLOCADOR: JOÃO CARLOS MENDES, brasileiro, casado, inscrito no CPF sob o nº 123.456.789-09, residente em Curitiba/PR.\n\nLOCATÁRIA: MARIANA COSTA LIMA, brasileira, solteira, inscrita no CPF sob o nº 987.654.321-00, residente em Curitiba/PR.\n\nCLÁUSULA PRIMEIRA – DO OBJETO\nO LOCADOR dá em locação à LOCATÁRIA o apartamento situado na Rua das Flores, 100, Curitiba/PR, para fins residenciais.\n\nCLÁUSULA SEGUNDA – DO PRAZO\nA locação terá prazo de 30 (trinta) meses, com início em 1º de março de 2025 e término em 31 de agosto de 2027.\n\nCLÁUSULA TERCEIRA – DO ALUGUEL\nO aluguel mensal é de R$ 2.000,00 (dois mil reais), que a LOCATÁRIA pagará até o dia 5 (cinco) de cada mês, reajustado anualmente pelo IPCA.\n\nCLÁUSULA QUARTA – DA MULTA\nEm caso de atraso, a LOCATÁRIA pagará multa de 20% (vinte por cento) sobre o valor devido, acrescida de juros de 1% ao mês.\n\nCLÁUSULA QUINTA – DA RESPONSABILIDADE\nO LOCADOR não responderá, em nenhuma hipótese, por danos sofridos pela LOCATÁRIA em razão de infiltrações, vazamentos ou furtos.\n\nCLÁUSULA SEXTA – DA RESCISÃO\nO LOCADOR pagará à LOCATÁRIA multa de 3 (três) aluguéis se pedir o imóvel antes do prazo, e a LOCATÁRIA fica dispensada de qualquer multa se devolver o imóvel após 12 meses.\n\nCLÁUSULA SÉTIMA – DO FORO\nFica eleito o foro da comarca de Curitiba/PR para dirimir as questões deste contrato.\n\nCuritiba, 20 de fevereiro de 2025.\n\n_____________________________\nLOCADOR\n\n_____________________________\nLOCATÁRIA\n';

function analysis() {
  const result = analyzeText(LEASE, { fileName: 'locacao.txt' });
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}

const fineOf = (weighed: ReturnType<typeof analysis>) =>
  weighed.keyValuesAnalysis.findings.find(
    (finding) => finding.rule === 'financeiro.multa_excessiva',
  )!;

describe('weighForReader', () => {
  const neutral = analysis();

  it('exposes the sides and what the fine burdens', () => {
    expect(neutral.parties?.map((party) => party.key)).toEqual(['locador', 'locatario']);
    expect(fineOf(neutral).burdens).toEqual(['locatario']);
    expect(ZAnalysis.parse(neutral)).toEqual(neutral);
  });

  it('without a side (or with a side the contract lacks) is the neutral analysis, byte for byte', () => {
    const json = JSON.stringify(neutral);
    expect(weighForReader(neutral, null)).toBe(neutral);
    expect(weighForReader(neutral, 'fiador')).toBe(neutral);
    expect(JSON.stringify(weighForReader(neutral, null))).toBe(json);
    expect(JSON.stringify(neutral)).toBe(json); // weighing for a side never mutates the stored one
    weighForReader(neutral, 'locatario');
    expect(JSON.stringify(neutral)).toBe(json);
  });

  it("for the landlord, the tenant's fine is listed in their favour and costs nothing", () => {
    const landlord = weighForReader(neutral, 'locador');
    const fine = fineOf(landlord);
    expect(fine.readerStance).toBe('a_favor');
    expect(fine.points).toBe(0);
    expect(landlord.keyValuesAnalysis.score).toBe(100);
    expect(landlord.keyValuesAnalysis.summary).toBe(
      'Nenhum ponto contra você; 1 ponto a seu favor.',
    );
    expect(landlord.finalScore.score).toBeGreaterThan(neutral.finalScore.score);
    expect(landlord.finalScore.resumo_contrato).toMatch(
      /^Trata-se de um contrato de locação .*\. Você, como locador, fica com a nota \d+ \(Satisfatório\); vale revisar: duas testemunhas ausente\. A seu favor: multa por atraso acima do limite\.$/u,
    );
    expect(ZAnalysis.parse(landlord)).toEqual(landlord);
  });

  it('for the tenant, the same fine is against her and weighs more, within the bound', () => {
    const tenant = weighForReader(neutral, 'locatario');
    const fine = fineOf(tenant);
    expect(fine.readerStance).toBe('contra');
    expect(fine.points).toBe(Math.round(fineOf(neutral).points * AGAINST_READER_FACTOR));
    expect(tenant.keyValuesAnalysis.score).toBeLessThan(neutral.keyValuesAnalysis.score);
    expect(tenant.finalScore.score).toBeLessThanOrEqual(neutral.finalScore.score);
    expect(tenant.finalScore.resumo_contrato).toContain(
      'Você, como locatária, fica com a nota 76 (Atenção), principalmente por: multa por atraso acima do limite.',
    );
    expect(tenant.finalScore.resumo_contrato).not.toContain('A nota ');
  });

  it('leaves the findings nobody in particular bears as they are', () => {
    for (const side of ['locador', 'locatario']) {
      const weighed = weighForReader(neutral, side);
      expect(weighed.defaultClauses.findings).toEqual(neutral.defaultClauses.findings);
      expect(weighed.defaultClauses.score).toBe(neutral.defaultClauses.score);
    }
  });

  it('keeps every point lost a listed finding, for each reader', () => {
    for (const side of ['locador', 'locatario']) {
      const weighed = weighForReader(neutral, side);
      for (const criterion of CRITERIA) {
        const { score, findings } = weighed[criterion];
        expect(findings.reduce((sum, finding) => sum + finding.points, 0)).toBe(100 - score);
      }
    }
  });
});

describe('findSide', () => {
  const neutral = analysis();
  it.each([
    ['locatario', 'locatario'],
    ['LOCATÁRIO', 'locatario'],
    ['Locatária', 'locatario'],
    ['LOCADOR', 'locador'],
    ['fiador', undefined],
    ['comprador', undefined],
  ])('%s → %s', (requested, key) => {
    expect(findSide(neutral, requested)?.key).toBe(key);
  });
});
