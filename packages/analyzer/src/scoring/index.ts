/**
 * The scoring model. Deterministic and explainable: each criterion starts at 100 and every point
 * it loses is carried by one finding (`points`); the final score is a fixed weighting of the
 * seven criteria, capped when high-severity findings exist. Adding a finding can only lower
 * (never raise) a criterion score, and so the final score.
 */
import { CRITERIA, MAX_SCORE, type TCriterion, type TSeverity } from '@contrato-claro/shared';
import { RULES, type RawFinding, type RuleId } from '../types';

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

/** Weight of each criterion in the final score (they add up to 1). */
export const CRITERION_WEIGHTS: Readonly<Record<TCriterion, number>> = {
  contradictionAnalysis: 0.15,
  keyValuesAnalysis: 0.2,
  importantDatesAnalysis: 0.1,
  equilibriumAnalysis: 0.15,
  objectiveAnalysis: 0.1,
  defaultClauses: 0.15,
  exoticClauses: 0.15,
};

/**
 * How many findings of each severity a contract has. Weighed for a reader the counts may be
 * fractional: a finding against the reader counts more than one, one in their favour nothing.
 */
export type SeverityCounts = Readonly<Record<TSeverity, number>>;

/** How much the findings of a contract weigh together: each its severity's points. */
export const findingsWeight = (counts: SeverityCounts): number =>
  counts.alta * SEVERITY_POINTS.alta +
  counts.média * SEVERITY_POINTS.média +
  counts.baixa * SEVERITY_POINTS.baixa;

/**
 * Bands the findings impose, tightest first, by their weight (`findingsWeight`), calibrated on
 * real contracts banded by a lawyer (`npm run eval:real`). 15 points or more keep a contract in
 * "Atenção" (50–79) at best — any serious problem, a medium one with anything else, three small
 * flaws — whatever its length: below that a fair contract with one medium or two small flaws stays
 * "Satisfatório", and the weighted mean alone would let a contract with a serious defect stay there.
 * "Crítico" (0–49) depends on how dense the problems are: the same three serious problems make a
 * one-page contract unusable and a thirty-page one a contract to negotiate. Its threshold is
 * `threshold` points for a contract of a thousand words and grows with the square root of the
 * length (`perThousandWords`): 100 points — four serious problems, or two serious and five medium
 * ones — in a thousand words, 200 in four thousand, 50 in a text of a page or less
 * (`SHORT_TEXT_WORDS`). On the lawyer's contracts a threshold anywhere from 96 to 120 bands the
 * same ones; a flat threshold cannot separate short contracts with a few grave defects from long
 * ones with many ordinary defects. Inside the imposed band the score keeps its rank: the upper half of the
 * weighted scale (50–100) is mapped linearly onto the band, so a contract with more or worse
 * findings still scores lower than another in the same band.
 */
export const SCORE_BANDS: readonly {
  low: number;
  high: number;
  threshold: number;
  perThousandWords: boolean;
}[] = [
  { low: 0, high: 49, threshold: 100, perThousandWords: true },
  { low: 50, high: 79, threshold: 15, perThousandWords: false },
];

/** Under this many words a text counts as one page for the density of its problems. */
export const SHORT_TEXT_WORDS = 250;

/** Words of a text, as the band thresholds count them (runs of non-space characters). */
export const wordCount = (text: string): number => text.match(/\S+/gu)?.length ?? 0;

/** The weight from which a band applies to a text of `words` words. */
export function bandThreshold(band: (typeof SCORE_BANDS)[number], words: number): number {
  if (!band.perThousandWords) return band.threshold;
  return Math.round(band.threshold * Math.sqrt(Math.max(words, SHORT_TEXT_WORDS) / 1000));
}

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

/** The final score and how it was reached: the weighted mean, and the band the findings impose. */
export interface FinalScoreDetail {
  score: number;
  /** The weighted mean of the criterion scores, unrounded. */
  weighted: number;
  /** `findingsWeight` of the counts. */
  findingsWeight: number;
  /** The first of SCORE_BANDS whose threshold the findings reach (this text's), or null. */
  imposed: { low: number; high: number; threshold: number } | null;
}

/**
 * The final score: the weighted mean of the criterion scores (CRITERION_WEIGHTS), then placed in
 * the first of SCORE_BANDS that applies to the severity counts of a text of `words` words. The
 * mapping never exceeds the weighted mean, so imposing a band can only lower a score.
 */
export function finalScoreDetail(
  scores: Readonly<Record<TCriterion, number>>,
  counts: SeverityCounts,
  words: number,
): FinalScoreDetail {
  const weighted = CRITERIA.reduce(
    (sum, criterion) => sum + CRITERION_WEIGHTS[criterion] * scores[criterion],
    0,
  );
  const weight = findingsWeight(counts);
  const band = SCORE_BANDS.map((rule) => ({
    low: rule.low,
    high: rule.high,
    threshold: bandThreshold(rule, words),
  })).find((rule) => weight >= rule.threshold);
  if (!band)
    return { score: Math.round(weighted), weighted, findingsWeight: weight, imposed: null };
  const half = MAX_SCORE / 2;
  const mapped = band.low + ((band.high - band.low) * (weighted - half)) / half;
  return {
    score: Math.max(0, Math.round(Math.min(weighted, mapped))),
    weighted,
    findingsWeight: weight,
    imposed: band,
  };
}

/** The final score alone (see `finalScoreDetail`). */
export function finalScore(
  scores: Readonly<Record<TCriterion, number>>,
  counts: SeverityCounts,
  words: number,
): number {
  return finalScoreDetail(scores, counts, words).score;
}
