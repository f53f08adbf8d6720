import { CRITERIA, ZAnalysis } from '@contrato-claro/shared';
import { describe, expect, it } from 'vitest';
import { LEASE_ONE_SIDED } from '../../test/fixtures/texts';
import { analyzeText } from '../index';
import { findSide, weighForReader } from './weigh';

/** A lease whose late fine falls on the tenant only (and a missing witnesses' block, on nobody). */
const LEASE = LEASE_ONE_SIDED.join('\n\n');

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
      /^Trata-se de um contrato de locação .*\. Você, como locador, fica com a nota \d+ \(Satisfatório\); vale revisar: assinatura de duas testemunhas ausente\. A seu favor: multa por atraso acima do limite e exoneração de responsabilidade\.$/u,
    );
    expect(ZAnalysis.parse(landlord)).toEqual(landlord);
  });

  it('for the tenant, the same fine is against her and weighs more, within the bound', () => {
    const tenant = weighForReader(neutral, 'locatario');
    const fine = fineOf(tenant);
    expect(fine.readerStance).toBe('contra');
    // At least as much as for a neutral reader (the criterion's ceiling may already charge more).
    expect(fine.points).toBeGreaterThanOrEqual(fineOf(neutral).points);
    expect(tenant.keyValuesAnalysis.score).toBeLessThanOrEqual(neutral.keyValuesAnalysis.score);
    expect(tenant.finalScore.score).toBeLessThanOrEqual(neutral.finalScore.score);
    expect(tenant.finalScore.resumo_contrato).toMatch(
      /Você, como locatária, fica com a nota \d+ \(Atenção\), principalmente por: exoneração de responsabilidade e multa por atraso acima do limite\.$/u,
    );
    expect(tenant.breakdown?.score).toBe(tenant.finalScore.score);
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
