import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CRITERIA, scoreBand, type TCriterion, type TSeverity } from '@contrato-claro/shared';
import { RULES, type RawFinding, type RuleId } from '../types';
import {
  bandThreshold,
  CRITERION_WEIGHTS,
  finalScore,
  MATTERING_FINDING_CEILING,
  SCORE_BANDS,
  scoreCriterion,
  SEVERITY_POINTS,
  wordCount,
} from '.';

const RULE_IDS = Object.values(RULES).flat() as RuleId[];

const arbitraryFinding = fc
  .record({
    rule: fc.constantFrom(...RULE_IDS),
    severity: fc.constantFrom<TSeverity>('alta', 'média', 'baixa'),
    start: fc.nat(10_000),
  })
  .map(({ rule, severity, start }): RawFinding => ({
    rule,
    severity,
    start,
    end: start + 1,
    title: 'título',
    description: 'descrição',
  }));

describe('scoreCriterion', () => {
  it('starts at 100 and charges each severity its points', () => {
    expect(scoreCriterion([]).score).toBe(100);
    for (const severity of ['alta', 'baixa'] as const) {
      const [finding] = fc.sample(arbitraryFinding, 1);
      const rule = RULES.contradictionAnalysis[0];
      const { score, points } = scoreCriterion([{ ...finding!, severity, rule }]);
      expect(points).toEqual([SEVERITY_POINTS[severity]]);
      expect(score).toBe(100 - SEVERITY_POINTS[severity]);
    }
  });

  it('never leaves a criterion with a finding that matters "Satisfatório"', () => {
    const [finding] = fc.sample(arbitraryFinding, 1);
    // One medium problem would leave 88: it takes the criterion to the top of "Atenção".
    const medium = scoreCriterion([{ ...finding!, severity: 'média' }]);
    expect(medium).toEqual({ score: MATTERING_FINDING_CEILING, points: [21] });
    expect(scoreBand(medium.score)).toBe('Atenção');
    // Small flaws alone may stay "Satisfatório"; with a medium one, the medium carries the cap.
    const small = { ...finding!, severity: 'baixa' as const, rule: RULE_IDS[0]! };
    expect(scoreCriterion([small]).score).toBe(95);
    const mixed = scoreCriterion([small, { ...finding!, severity: 'média', rule: RULE_IDS[1]! }]);
    expect(mixed.score).toBe(MATTERING_FINDING_CEILING);
    expect(mixed.points).toEqual([5, 16]);
    // An atypical clause always matters, as the preview's "Atenção" says.
    const atypical = { ...finding!, severity: 'baixa' as const, rule: RULES.exoticClauses[0] };
    expect(scoreCriterion([atypical]).score).toBe(MATTERING_FINDING_CEILING);
    // A finding that charges nothing (in the reader's favour) does not count.
    expect(scoreCriterion([{ ...finding!, severity: 'alta' }], [0]).score).toBe(100);
  });

  it('halves repeated findings of the same rule', () => {
    const [finding] = fc.sample(arbitraryFinding, 1);
    const same = { ...finding!, severity: 'alta' as const };
    expect(scoreCriterion([same, same, same]).points).toEqual([25, 13, 6]);
  });

  it('weighs findings for a reader: 0 charges nothing and is no repeat, 1 is the neutral charge', () => {
    const [finding] = fc.sample(arbitraryFinding, 1);
    const same = { ...finding!, severity: 'alta' as const };
    expect(scoreCriterion([same, same, same], [1, 1, 1])).toEqual(
      scoreCriterion([same, same, same]),
    );
    expect(scoreCriterion([same, same, same], [0, 1, 1.5]).points).toEqual([0, 25, 19]);
    expect(scoreCriterion([same], [0])).toEqual({ score: 100, points: [0] });
  });

  it('explains every lost point: points add up to 100 − score, never below 0', () => {
    fc.assert(
      fc.property(fc.array(arbitraryFinding, { maxLength: 40 }), (findings) => {
        const { score, points } = scoreCriterion(findings);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(points.reduce((sum, value) => sum + value, 0)).toBe(100 - score);
      }),
    );
  });

  it('never raises a score when a finding is added', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryFinding, { maxLength: 30 }),
        arbitraryFinding,
        (findings, extra) => {
          expect(scoreCriterion([...findings, extra]).score).toBeLessThanOrEqual(
            scoreCriterion(findings).score,
          );
        },
      ),
    );
  });
});

describe('finalScore', () => {
  const scores = (value: number) =>
    Object.fromEntries(CRITERIA.map((criterion) => [criterion, value])) as Record<
      TCriterion,
      number
    >;
  const none = { alta: 0, média: 0, baixa: 0 };

  /** A contract of a thousand words: "Crítico" from 100 points. */
  const words = 1000;

  it('is the weighted mean of the criteria when nothing serious was found', () => {
    expect(Object.values(CRITERION_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    expect(finalScore(scores(100), none, words)).toBe(100);
    expect(
      finalScore({ ...scores(100), keyValuesAnalysis: 50 }, { ...none, baixa: 1 }, words),
    ).toBe(90);
  });

  it.each([
    [{ ...none, alta: 1 }, 76],
    [{ ...none, média: 1, baixa: 1 }, 76],
    [{ ...none, baixa: 3 }, 76],
    [{ ...none, média: 1 }, 95],
    [{ ...none, baixa: 2 }, 95],
    [{ ...none, alta: 3 }, 76],
    [{ ...none, alta: 3, média: 1 }, 76],
    [{ ...none, alta: 4 }, 44],
    [{ alta: 2, média: 4, baixa: 0 }, 76],
    [{ alta: 2, média: 5, baixa: 0 }, 44],
    [{ ...none, média: 8 }, 76],
    [{ ...none, média: 9 }, 44],
    [{ ...none, média: 6, baixa: 2 }, 76],
  ])(
    'places the score in the band the weight of the findings imposes: %o → %i',
    (counts, score) => {
      expect(finalScore(scores(95), counts, words)).toBe(score);
    },
  );

  it('keeps the band edges: 79 for a serious problem, 49 for a contract in "Crítico"', () => {
    expect(finalScore(scores(100), { ...none, alta: 1 }, words)).toBe(79);
    expect(finalScore(scores(100), { ...none, alta: 4 }, words)).toBe(49);
    expect(finalScore(scores(40), { ...none, alta: 4 }, words)).toBe(0);
  });

  it.each([
    [250, 50],
    [100, 50],
    [0, 50],
    [1000, 100],
    [4000, 200],
    [9000, 300],
  ])(
    'sets the "Crítico" threshold by the density of the problems: %i words → %i points',
    (n, t) => {
      expect(bandThreshold(SCORE_BANDS[0]!, n)).toBe(t);
      expect(bandThreshold(SCORE_BANDS[1]!, n)).toBe(15);
    },
  );

  it('makes the same problems "Crítico" in a short contract and "Atenção" in a long one', () => {
    const counts = { ...none, alta: 3, média: 2 };
    expect(finalScore(scores(90), counts, 600)).toBeLessThan(50);
    expect(finalScore(scores(90), counts, 6000)).toBeGreaterThanOrEqual(50);
  });

  it('counts words as runs of non-space characters', () => {
    expect(wordCount('')).toBe(0);
    expect(wordCount('  CLÁUSULA 1ª – O  LOCADOR\n cede R$ 1.000,00. ')).toBe(8);
  });

  it('keeps the rank inside a band: a lower weighted score stays lower', () => {
    for (const counts of [
      { ...none, alta: 1 },
      { ...none, alta: 4 },
    ]) {
      const ranked = [100, 90, 80, 70, 60].map((value) => finalScore(scores(value), counts, words));
      expect(ranked).toEqual([...ranked].sort((a, b) => b - a));
      expect(new Set(ranked).size).toBe(ranked.length);
    }
  });

  it('never rises when a criterion falls or a finding is added', () => {
    const counts = fc.record({ alta: fc.nat(5), média: fc.nat(5), baixa: fc.nat(10) });
    const criterionScores = fc.record(
      Object.fromEntries(
        CRITERIA.map((criterion) => [criterion, fc.integer({ min: 0, max: 100 })]),
      ) as Record<TCriterion, fc.Arbitrary<number>>,
    );
    fc.assert(
      fc.property(
        criterionScores,
        counts,
        fc.constantFrom(...CRITERIA),
        fc.constantFrom<TSeverity>('alta', 'média', 'baixa'),
        fc.nat(20_000),
        (values, count, criterion, severity, length) => {
          const before = finalScore(values, count, length);
          const lower = { ...values, [criterion]: Math.max(0, values[criterion] - 10) };
          const more = { ...count, [severity]: count[severity] + 1 };
          expect(finalScore(lower, more, length)).toBeLessThanOrEqual(before);
        },
      ),
    );
  });
});
