/**
 * The overall score: what decides whether to sign decides the score. It starts at 100 and each
 * kind of problem (a rule) multiplies it by exp(−cost) once, however often the kind recurs — ten
 * blanks of a template are one flaw to fix, not ten. A problem's cost doubles with each step of
 * severity (baixa `unit`, média 2 × `unit`, alta 4 × `unit`), and a drafting flaw (`forma`) costs
 * a small flaw's whatever its severity. Problems to negotiate also take the contract down a
 * band: with a serious one, a medium one that puts the purpose, money, rights or a binding clause
 * at stake, or an atypical clause, the score starts from the top of "Atenção" (79) instead of
 * 100; with one that defeats the contract's purpose (alta and `finalidade`) from the top of
 * "Crítico" (49), however clean the rest. A medium doubt about what the text says (`clareza`) is
 * fixed by clarifying it, so it costs but takes no band (the lawyer keeps a contract with a
 * blank and a vague term "Satisfatório"). The other problems still lower it from there, so
 * contracts in one band keep their rank instead of piling up at its top.
 *
 * Read as a model of the lawyer's verdict, each kind of problem independently spoils the contract
 * with probability 1 − exp(−cost), and the score is the chance that none does. `unit` is fitted on
 * the lawyer-banded development corpus by `scripts/fit-score.ts` (maximum likelihood of an
 * ordered logit whose cut points are the bands' own 50 and 80) and recorded in `parameters.json`.
 *
 * Explainable: each charged finding is given the points it took (the score before it minus the
 * score after it, charged from the costliest), so the points add up to exactly 100 − score; the
 * finding that takes the contract down a band carries the step.
 */
import { MAX_SCORE, type TConsequence, type TSeverity } from '@contrato-claro/shared';
import { RULES, type RuleId } from '../types';
import PARAMETERS from './parameters.json';

/** The fitted parameters (`parameters.json`, written by `scripts/fit-score.ts`). */
export interface ScoreParameters {
  /** Cost of a small problem; média costs twice, alta four times as much. */
  unit: number;
}

/** Each step of severity doubles a problem's cost (the model's one fixed ratio). */
export const SEVERITY_STEP = 2;

const STEPS: Readonly<Record<TSeverity, number>> = { baixa: 0, média: 1, alta: 2 };

/** Where the score of a contract with a problem that matters starts: the top of "Atenção". */
export const SERIOUS_CEILING = 79;
/** Where the score of a contract whose purpose a serious problem defeats starts: "Crítico". */
export const PURPOSE_CEILING = 49;

/** What the overall score reads of a finding. */
export interface ContractFinding {
  rule: RuleId;
  severity: TSeverity;
  consequence: TConsequence;
  /** Offset in the text: among equally costly findings, the first one is charged. */
  start: number;
  /** What the finding is due for the reader: 1 neutral, 0 in their favour, more against them. */
  weight: number;
}

/** The overall score, the points each finding took and the finding that took it down a band. */
export interface ContractScore {
  score: number;
  /** The score before rounding (the product of the factors): for the fitting. */
  exact: number;
  /** Points each finding took from the overall score (same order as the input). */
  points: number[];
  /** The finding (its index) that took the contract down to the band whose top is `high`. */
  ceiling: { index: number; high: number } | null;
}

/** The cost of one finding: its severity's, a small flaw's for a drafting flaw, times its weight. */
export function findingCost(finding: ContractFinding, parameters: ScoreParameters): number {
  const step = finding.consequence === 'forma' ? 0 : STEPS[finding.severity];
  return parameters.unit * SEVERITY_STEP ** step * finding.weight;
}

const ATYPICAL_RULES: ReadonlySet<RuleId> = new Set(RULES.exoticClauses);

/** What must be negotiated before signing: the purpose, money, rights, a clause that may not bind. */
const SUBSTANTIVE: ReadonlySet<TConsequence> = new Set([
  'finalidade',
  'dinheiro',
  'direitos',
  'validade',
]);

/**
 * The top of the band a finding takes the contract down to, if any: one that defeats the
 * purpose, "Crítico"; a serious one, a medium one that puts the purpose, money, rights or a
 * binding clause at stake, or an atypical clause (as for its criterion, `scoreCriterion`),
 * "Atenção". A doubt about what the text says (`clareza`) and a drafting flaw (`forma`) are
 * fixed by correcting the text: they cost points, below "alta" they take no band.
 */
export function ceilingOf(finding: ContractFinding): number | null {
  if (finding.weight === 0 || finding.consequence === 'forma') return null;
  if (finding.severity === 'alta') {
    return finding.consequence === 'finalidade' ? PURPOSE_CEILING : SERIOUS_CEILING;
  }
  const matters =
    (finding.severity === 'média' && SUBSTANTIVE.has(finding.consequence)) ||
    ATYPICAL_RULES.has(finding.rule);
  return matters ? SERIOUS_CEILING : null;
}

/** Scores a contract from all its findings (see the module's comment). */
export function scoreContract(
  findings: readonly ContractFinding[],
  parameters: ScoreParameters = PARAMETERS,
): ContractScore {
  const costs = findings.map((finding) => findingCost(finding, parameters));
  const order = findings
    .map((finding, index) => ({ finding, index }))
    .sort(
      (a, b) =>
        costs[b.index]! - costs[a.index]! || a.finding.start - b.finding.start || a.index - b.index,
    );
  // One finding per kind is charged: the costliest (then the first in the text).
  const seen = new Set<RuleId>();
  const charged = order.filter(({ finding, index }) => {
    if (costs[index] === 0 || seen.has(finding.rule)) return false;
    seen.add(finding.rule);
    return true;
  });
  // The lowest band top, set by the costliest finding that sets it (any finding of the kind, so
  // that adding a finding never lifts it).
  let ceiling: ContractScore['ceiling'] = null;
  for (const { finding, index } of order) {
    const high = ceilingOf(finding);
    if (high !== null && (ceiling === null || high < ceiling.high)) ceiling = { index, high };
  }
  const isCharged = new Set(charged.map(({ index }) => index));
  const steps = order.filter(({ index }) => index === ceiling?.index || isCharged.has(index));
  const points = new Array<number>(findings.length).fill(0);
  let exact = MAX_SCORE;
  let score = MAX_SCORE;
  for (const { index } of steps) {
    const step = index === ceiling?.index ? ceiling.high / MAX_SCORE : 1;
    exact *= step * (isCharged.has(index) ? Math.exp(-costs[index]!) : 1);
    const next = Math.round(exact);
    points[index] = score - next;
    score = next;
  }
  return { score, exact, points, ceiling };
}
