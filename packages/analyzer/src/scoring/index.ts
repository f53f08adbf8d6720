/**
 * The scoring model. Deterministic and explainable: each criterion starts at 100 and every point
 * it loses is carried by one finding (`points`); the overall score (`overall.ts`) weighs every
 * finding of the contract by its severity and its consequence, once per kind of problem, and
 * says which findings took how many points (`breakdown.ts`). Adding a finding can only lower
 * (never raise) a criterion score, and so the overall score.
 */
import { MAX_SCORE, type TSeverity } from '@contrato-claro/shared';
import { RULES, type RawFinding, type RuleId } from '../types';

export { consequenceOf } from './consequences';
export { explainOverall, movers, overallOf, type CriterionResults } from './breakdown';
export {
  ceilingOf,
  findingCost,
  PURPOSE_CEILING,
  scoreContract,
  SERIOUS_CEILING,
  SEVERITY_STEP,
  type ContractFinding,
  type ContractScore,
  type ScoreParameters,
} from './overall';

/** Points a finding takes from its criterion, by severity. */
export const SEVERITY_POINTS: Readonly<Record<TSeverity, number>> = {
  alta: 25,
  média: 12,
  baixa: 5,
};

/**
 * Each further finding of the same rule in a criterion is worth this fraction of the previous
 * one (25, 13, 6, 3…), so ten vague terms weigh less than ten different problems.
 */
export const REPEAT_FACTOR = 0.5;

const SEVERITY_ORDER: Readonly<Record<TSeverity, number>> = { alta: 0, média: 1, baixa: 2 };

/**
 * The highest score of a criterion charged for a finding that matters ("média" or "alta"): the
 * top of "Atenção". A criterion whose points all come from one medium problem would otherwise
 * stay "Satisfatório" (88/100) beside the problem it lists, and beside the preview's "Atenção"
 * of the atypical clauses; small flaws ("baixa") alone may leave it "Satisfatório" — except an
 * atypical clause, which always matters: the preview says "Atenção" for any of them.
 */
export const MATTERING_FINDING_CEILING = 79;

const ATYPICAL_RULES: ReadonlySet<RuleId> = new Set(RULES.exoticClauses);

/** Whether a finding keeps its criterion below "Satisfatório" (MATTERING_FINDING_CEILING). */
const isMattering = (finding: ScoredFinding) =>
  finding.severity !== 'baixa' || ATYPICAL_RULES.has(finding.rule);

/** A criterion's score and the points each of its findings took (same order as the input). */
export interface CriterionScore {
  score: number;
  points: number[];
}

/** What scoring reads of a finding. */
export type ScoredFinding = Pick<RawFinding, 'rule' | 'severity' | 'start'>;

/**
 * Scores one criterion. Findings are charged from the most to the least severe (then in text
 * order); once the criterion reaches 0 the remaining findings take 0 points; a charged finding
 * that matters keeps the criterion at MATTERING_FINDING_CEILING at best, the most severe one
 * carrying the difference. So the points always add up to exactly 100 − score. `weights` (one per finding, default 1) scale what a
 * finding is due for one reader of the contract (`reader/weigh.ts`): 0 charges nothing and does
 * not count as a repeat of its rule.
 */
export function scoreCriterion(
  findings: readonly ScoredFinding[],
  weights: readonly number[] = findings.map(() => 1),
): CriterionScore {
  const order = findings
    .map((finding, index) => ({ finding, index }))
    .sort(
      (a, b) =>
        SEVERITY_ORDER[a.finding.severity] - SEVERITY_ORDER[b.finding.severity] ||
        a.finding.start - b.finding.start ||
        a.index - b.index,
    );
  const seen = new Map<string, number>();
  const points = new Array<number>(findings.length).fill(0);
  let left = MAX_SCORE;
  for (const { finding, index } of order) {
    const weight = weights[index]!;
    if (weight === 0) continue;
    const repeats = seen.get(finding.rule) ?? 0;
    seen.set(finding.rule, repeats + 1);
    const due = Math.max(
      1,
      Math.round(SEVERITY_POINTS[finding.severity] * REPEAT_FACTOR ** repeats * weight),
    );
    const charged = Math.min(due, left);
    points[index] = charged;
    left -= charged;
  }
  // The most severe charged finding carries what the ceiling takes, so the points still add up.
  const mattering = order.find(({ finding, index }) => isMattering(finding) && points[index]! > 0);
  if (mattering && left > MATTERING_FINDING_CEILING) {
    points[mattering.index] += left - MATTERING_FINDING_CEILING;
    left = MATTERING_FINDING_CEILING;
  }
  return { score: left, points };
}
