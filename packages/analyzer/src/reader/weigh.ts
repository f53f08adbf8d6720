/**
 * The analysis weighed for one reader ("Sou o LOCATÁRIO"): a pure function of a stored, neutral
 * analysis and a side. Findings that burden only the other side stay listed, marked `a_favor`,
 * and cost nothing; findings that burden the reader alone are marked `contra` and weigh
 * AGAINST_READER_FACTOR times as much; the others are charged as they are. Criterion scores,
 * bands, the final score and the summaries are recomputed by the same scoring and summary code
 * as the neutral analysis.
 */
import {
  CRITERIA,
  scoreBand,
  type TAnalysis,
  type TCriterion,
  type TFinding,
  type TReaderParty,
  type TScoreBreakdown,
} from '@contrato-claro/shared';
import { exoticStatus } from '../analyzers/exotic-clauses';
import { isVocabularyRole, partyRoleKey } from '../analyzers/roles';
import { explainOverall, movers, scoreCriterion } from '../scoring';
import { SCORE_SENTENCE_START, scoreReasons, summarizeCriterion } from '../summary';
import { listed, lowerFirst } from '../summary/text';
import type { RawFinding, RuleId } from '../types';

/**
 * How much more a finding against the reader costs them. Bounded: a serious problem weighs at
 * most half again (25 → 38 points), so the reader's score never falls for reasons the findings
 * do not list, and a criterion still never goes below 0.
 */
export const AGAINST_READER_FACTOR = 1.5;

/** What a finding is for the reader, from the sides it burdens. */
export function readerStance(
  finding: TFinding,
  side: string,
  sides: number,
): TFinding['readerStance'] {
  const burdens = finding.burdens;
  // Unknown, or every side alike (a mutual fine): neither for nor against this reader.
  if (burdens === undefined || burdens.length === 0 || burdens.length >= sides) return undefined;
  if (burdens.includes(side)) return 'contra';
  // In favour only when every other side bears it: with three sides, a clause on one of the
  // other two is not the reader's gain.
  return burdens.length === sides - 1 ? 'a_favor' : undefined;
}

const WEIGHTS = { a_favor: 0, contra: AGAINST_READER_FACTOR } as const;
const weightOf = (finding: TFinding): number =>
  finding.readerStance === undefined ? 1 : WEIGHTS[finding.readerStance];

/** A finding of the output as the scoring reads it. */
const asRaw = (finding: TFinding): RawFinding => ({
  rule: finding.rule as RuleId,
  title: finding.title,
  description: finding.description,
  severity: finding.severity,
  start: finding.clause.start,
  end: finding.clause.end,
});

/**
 * The side a client asked for, as one of the analysis' sides: by key ("locatario") or as a
 * person writes the role ("LOCATÁRIA"). Undefined when the contract has no such side.
 */
export function findSide(analysis: TAnalysis, requested: string): TReaderParty | undefined {
  const key = partyRoleKey(requested);
  return analysis.parties?.find((party) => party.key === key);
}

/** "locatário" for a role of the vocabulary; a role the contract made up stays as written. */
const roleNoun = (party: TReaderParty): string =>
  isVocabularyRole(partyRoleKey(party.role)) ? party.role.toLowerCase() : party.role;

/** A criterion's sentence for the reader: what counts against them, and what favours them. */
function summarizeForReader(criterion: TCriterion, findings: readonly TFinding[]): string {
  const costing = findings.filter((finding) => finding.readerStance !== 'a_favor');
  const favouring = findings.length - costing.length;
  if (favouring === 0) return summarizeCriterion(criterion, costing);
  const note = `${favouring} ${favouring === 1 ? 'ponto' : 'pontos'} a seu favor`;
  return costing.length === 0
    ? `Nenhum ponto contra você; ${note}.`
    : `${summarizeCriterion(criterion, costing)} Além disso, ${note}.`;
}

/**
 * The closing sentence of the summary, spoken to the reader. `findings`: those that took points,
 * most costly first, then those in the reader's favour.
 */
function describeScoreForReader(
  party: TReaderParty,
  score: number,
  band: string,
  findings: readonly TFinding[],
): string {
  const costing = findings.filter((finding) => finding.readerStance !== 'a_favor');
  const { isMinor, titles } = scoreReasons(costing);
  const start = `Você, como ${roleNoun(party)}, fica com a nota ${score} (${band})`;
  const sentence =
    titles.length === 0
      ? `${start}: não encontramos pontos contra você.`
      : isMinor
        ? `${start}; vale revisar: ${listed(titles)}.`
        : `${start}, principalmente por: ${listed(titles)}.`;
  const favouring = [
    ...new Set(
      findings
        .filter((finding) => finding.readerStance === 'a_favor')
        .map((finding) => lowerFirst(finding.title)),
    ),
  ].slice(0, 3);
  return favouring.length === 0 ? sentence : `${sentence} A seu favor: ${listed(favouring)}.`;
}

/**
 * The analysis weighed for the reader on `side` (a key of `analysis.parties`). With no side, or
 * a side the contract does not have, the neutral analysis itself is returned, untouched.
 */
export function weighForReader(analysis: TAnalysis, side: string | null): TAnalysis {
  const party = side === null ? undefined : analysis.parties?.find((p) => p.key === side);
  if (party === undefined) return analysis;
  const sides = analysis.parties!.length;
  const scores = {} as Record<TCriterion, number>;
  const weighed = {} as Record<TCriterion, TFinding[]>;
  for (const criterion of CRITERIA) {
    const marked = analysis[criterion].findings.map((finding) => {
      const stance = readerStance(finding, party.key, sides);
      return stance === undefined ? finding : { ...finding, readerStance: stance };
    });
    const weights = marked.map(weightOf);
    const { score, points } = scoreCriterion(marked.map(asRaw), weights);
    weighed[criterion] = marked.map((finding, index) => ({ ...finding, points: points[index]! }));
    scores[criterion] = score;
  }
  const results = Object.fromEntries(
    CRITERIA.map((name) => [name, { score: scores[name], findings: weighed[name] }]),
  ) as Record<TCriterion, { score: number; findings: TFinding[] }>;
  const breakdown = explainOverall(results, weightOf);
  const { score } = breakdown;
  const band = scoreBand(score);
  // What cost the reader points, most first, then what favours them.
  const byCost = [
    ...movers(results, breakdown),
    ...CRITERIA.flatMap((name) => weighed[name]).filter((f) => f.readerStance === 'a_favor'),
  ];
  const neutral = analysis.finalScore.resumo_contrato;
  const closing = neutral.lastIndexOf(` ${SCORE_SENTENCE_START}`);
  const description = closing < 0 ? '' : `${neutral.slice(0, closing)} `;
  const criterion = (name: TCriterion) => ({
    score: scores[name],
    band: scoreBand(scores[name]),
    summary: summarizeForReader(name, weighed[name]),
    findings: weighed[name],
  });
  const exotic = weighed.exoticClauses.filter((finding) => finding.readerStance !== 'a_favor');
  return {
    ...analysis,
    finalScore: {
      score,
      band,
      resumo_contrato: `${description}${describeScoreForReader(party, score, band, byCost)}`,
    },
    contradictionAnalysis: criterion('contradictionAnalysis'),
    keyValuesAnalysis: criterion('keyValuesAnalysis'),
    importantDatesAnalysis: criterion('importantDatesAnalysis'),
    equilibriumAnalysis: criterion('equilibriumAnalysis'),
    objectiveAnalysis: criterion('objectiveAnalysis'),
    defaultClauses: { ...analysis.defaultClauses, ...criterion('defaultClauses') },
    exoticClauses: {
      ...analysis.exoticClauses,
      ...criterion('exoticClauses'),
      status: exoticStatus(exotic.map(asRaw), scores.exoticClauses),
      count: exotic.length,
    },
    breakdown,
  };
}

/**
 * Why an analysis (neutral, or weighed for a reader) has its overall score: the breakdown the
 * analyzer kept with it; for an analysis stored before breakdowns were kept, the same scoring
 * recomputes it from the findings (a finding counts as its reader weight says).
 */
export function explainScore(analysis: TAnalysis): TScoreBreakdown {
  return analysis.breakdown ?? explainOverall(analysis, weightOf);
}
