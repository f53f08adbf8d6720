import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSEQUENCES, scoreBand, type TConsequence, type TSeverity } from '@contrato-claro/shared';
import { RULES, type RawFinding, type RuleId } from '../types';
import {
  consequenceOf,
  findingCost,
  MATTERING_FINDING_CEILING,
  PURPOSE_CEILING,
  scoreContract,
  scoreCriterion,
  SERIOUS_CEILING,
  SEVERITY_POINTS,
  type ContractFinding,
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

describe('scoreContract', () => {
  const finding = (
    rule: RuleId,
    severity: TSeverity,
    consequence: TConsequence = 'direitos',
    weight = 1,
    start = 0,
  ): ContractFinding => ({ rule, severity, consequence, start, weight });
  const unit = 0.03;
  const scored = (findings: ContractFinding[]) => scoreContract(findings, { unit });
  const [a, b, c, d] = RULE_IDS;

  it('starts at 100 and multiplies it once per kind of problem, doubling with each severity', () => {
    expect(scored([]).score).toBe(100);
    expect(scored([finding(a!, 'baixa')]).exact).toBeCloseTo(100 * Math.exp(-unit), 10);
    expect(scored([finding(a!, 'baixa'), finding(b!, 'baixa')]).exact).toBeCloseTo(
      100 * Math.exp(-2 * unit),
      10,
    );
    expect(findingCost(finding(a!, 'média'), { unit })).toBeCloseTo(2 * unit, 10);
    expect(findingCost(finding(a!, 'alta'), { unit })).toBeCloseTo(4 * unit, 10);
    expect(findingCost(finding(a!, 'alta', 'direitos', 1.5), { unit })).toBeCloseTo(6 * unit, 10);
  });

  it('charges a kind once however often it recurs, at its worst', () => {
    const many = Array.from({ length: 10 }, (_, i) => finding(a!, 'baixa', 'forma', 1, i));
    expect(scored(many).score).toBe(scored([many[0]!]).score);
    const mixed = scored([finding(a!, 'baixa'), finding(a!, 'média', 'direitos', 1, 5)]);
    expect(mixed.points).toEqual([0, 100 - mixed.score]);
  });

  it('costs a drafting flaw as a small one, whatever its severity, and sets no ceiling', () => {
    expect(scored([finding(a!, 'alta', 'forma')]).score).toBe(
      scored([finding(a!, 'baixa', 'forma')]).score,
    );
    expect(scored([finding(a!, 'alta', 'forma')]).ceiling).toBeNull();
  });

  it('takes a contract with a problem that matters down to "Atenção", however clean the rest', () => {
    for (const severity of ['alta', 'média'] as const) {
      const one = scored([finding(a!, severity, 'dinheiro')]);
      const cost = findingCost(finding(a!, severity), { unit });
      expect(one.exact).toBeCloseTo(SERIOUS_CEILING * Math.exp(-cost), 10);
      expect(scoreBand(one.score)).toBe('Atenção');
      expect(one.ceiling).toEqual({ index: 0, high: SERIOUS_CEILING });
      expect(one.points).toEqual([100 - one.score]);
    }
    // Contracts in "Atenção" keep their rank: more problems, lower score.
    const two = scored([finding(a!, 'média'), finding(b!, 'média')]);
    expect(two.score).toBeLessThan(scored([finding(a!, 'média')]).score);
    // A medium doubt about the text does not (it is fixed by clarifying it), a serious one does.
    expect(scored([finding(a!, 'média', 'clareza')]).ceiling).toBeNull();
    expect(scored([finding(a!, 'alta', 'clareza')]).ceiling?.high).toBe(SERIOUS_CEILING);
    // A small flaw does not, unless it is an atypical clause (as for its criterion).
    expect(scored([finding(a!, 'baixa', 'clareza')]).ceiling).toBeNull();
    expect(scored([finding(RULES.exoticClauses[0], 'baixa', 'direitos')]).ceiling?.high).toBe(
      SERIOUS_CEILING,
    );
  });

  it('makes a contract "Crítico" for one problem that defeats its purpose', () => {
    const defeated = scored([finding(a!, 'alta', 'finalidade'), finding(b!, 'alta', 'dinheiro')]);
    expect(defeated.score).toBeLessThanOrEqual(PURPOSE_CEILING);
    expect(scoreBand(defeated.score)).toBe('Crítico');
    expect(defeated.ceiling).toEqual({ index: 0, high: PURPOSE_CEILING });
    // A medium problem of the same consequence only takes it down to "Atenção".
    expect(scored([finding(a!, 'média', 'finalidade')]).ceiling?.high).toBe(SERIOUS_CEILING);
  });

  it('weighs a finding for the reader: nothing in their favour, more against them', () => {
    expect(scored([finding(a!, 'alta', 'dinheiro', 0)])).toEqual({
      score: 100,
      exact: 100,
      points: [0],
      ceiling: null,
    });
    const against = scored([finding(a!, 'média', 'dinheiro', 1.5), finding(b!, 'média')]);
    expect(against.points[0]).toBeGreaterThan(against.points[1]!);
  });

  it('ranks: many small flaws of one kind cost less than a few kinds of medium problems', () => {
    const blanks = Array.from({ length: 12 }, (_, i) => finding(a!, 'média', 'forma', 1, i));
    const problems = [finding(b!, 'média'), finding(c!, 'média'), finding(d!, 'média')];
    expect(scored(blanks).score).toBeGreaterThan(scored(problems).score);
  });

  const arbitrary = fc
    .record({
      rule: fc.constantFrom(...RULE_IDS.slice(0, 12)),
      severity: fc.constantFrom<TSeverity>('alta', 'média', 'baixa'),
      consequence: fc.constantFrom(...CONSEQUENCES),
      start: fc.nat(10_000),
      weight: fc.constantFrom(0, 1, 1.5),
    })
    .map((f): ContractFinding => f);

  it('explains every lost point: points add up to 100 − score', () => {
    fc.assert(
      fc.property(fc.array(arbitrary, { maxLength: 40 }), (findings) => {
        const { score, points } = scoreContract(findings);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(points.every((p) => p >= 0)).toBe(true);
        expect(points.reduce((sum, value) => sum + value, 0)).toBe(100 - score);
      }),
    );
  });

  it('never rises when a finding is added', () => {
    fc.assert(
      fc.property(fc.array(arbitrary, { maxLength: 30 }), arbitrary, (findings, extra) => {
        expect(scoreContract([...findings, extra]).exact).toBeLessThanOrEqual(
          scoreContract(findings).exact + 1e-9,
        );
        expect(scoreContract([...findings, extra]).score).toBeLessThanOrEqual(
          scoreContract(findings).score,
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('names a consequence for every rule, from the law each rests on', () => {
    for (const rule of RULE_IDS) expect(CONSEQUENCES).toContain(consequenceOf(rule));
    expect(consequenceOf('objetividade.placeholder')).toBe('forma');
    expect(consequenceOf('atipica.sorteio_consorcio')).toBe('finalidade');
    expect(consequenceOf('padrao.ausente', 'assinaturas')).toBe('validade');
    expect(consequenceOf('padrao.ausente', 'foro')).toBe('direitos');
  });
});
