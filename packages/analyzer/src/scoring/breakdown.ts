/**
 * The overall score of an analysis' findings and "Por que esta nota?": computed once, by the
 * analyzer (and again for a reader's side), and kept in the analysis, so the screens, the report
 * and the summary read one source.
 */
import {
  CRITERIA,
  scoreBand,
  type TCriterion,
  type TCriterionResult,
  type TFinding,
  type TScoreBreakdown,
} from '@contrato-claro/shared';
import type { RuleId } from '../types';
import { consequenceOf } from './consequences';
import { scoreContract, type ContractFinding, type ContractScore } from './overall';

/** The criteria of an analysis, as the overall score reads them. */
export type CriterionResults = Readonly<
  Record<TCriterion, Pick<TCriterionResult, 'score' | 'findings'>>
>;

/** A finding of the output as the overall score reads it. */
const asContractFinding = (finding: TFinding, weight: number): ContractFinding => ({
  rule: finding.rule as RuleId,
  severity: finding.severity,
  consequence: finding.consequence ?? consequenceOf(finding.rule as RuleId, finding.missing),
  start: finding.clause.start,
  weight,
});

/** Every finding of the analysis, criterion by criterion, and its overall score. */
export function overallOf(
  results: CriterionResults,
  weightOf: (finding: TFinding) => number = () => 1,
): { findings: TFinding[]; scored: ContractScore } {
  const findings = CRITERIA.flatMap((criterion) => results[criterion].findings);
  const scored = scoreContract(findings.map((f) => asContractFinding(f, weightOf(f))));
  return { findings, scored };
}

/**
 * "Por que esta nota?": the findings that took points from the overall score (most first), the
 * ceiling a finding set, and what each criterion's findings took. `weightOf` is what a finding is
 * due for the reader (1 in a neutral analysis).
 */
export function explainOverall(
  results: CriterionResults,
  weightOf?: (finding: TFinding) => number,
): TScoreBreakdown {
  const { findings, scored } = overallOf(results, weightOf);
  const taken = findings
    .map((finding, index) => ({ finding, points: scored.points[index]! }))
    .filter(({ points }) => points > 0)
    .sort((a, b) => b.points - a.points || a.finding.clause.start - b.finding.clause.start);
  const ceiling = scored.ceiling;
  return {
    findings: taken.map(({ finding, points }) => ({ id: finding.id, points })),
    ceiling:
      ceiling === null
        ? null
        : {
            id: findings[ceiling.index]!.id,
            band: scoreBand(ceiling.high),
            high: ceiling.high,
          },
    criteria: CRITERIA.map((criterion) => ({
      criterion,
      score: results[criterion].score,
      points: taken
        .filter(({ finding }) => finding.criterion === criterion)
        .reduce((sum, { points }) => sum + points, 0),
    })),
    score: scored.score,
  };
}

/** The findings that took points from the overall score, most first (as `breakdown` lists them). */
export function movers(results: CriterionResults, breakdown: TScoreBreakdown): TFinding[] {
  const byId = new Map(
    CRITERIA.flatMap((criterion) => results[criterion].findings).map((f) => [f.id, f]),
  );
  return breakdown.findings.flatMap(({ id }) => byId.get(id) ?? []);
}
