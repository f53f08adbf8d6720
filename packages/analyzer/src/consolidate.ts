/**
 * One finding per problem, charged once: the last step before scoring.
 * - A finding that calls an element missing is dropped when the checklist finds it (the facts
 *   model decides what the contract has; no analyzer may contradict it).
 * - Findings of one rule on the same clause are one problem: the first keeps the others as
 *   occurrences.
 * - One fact seen by two criteria (SAME_FACT: an excessive fine is a financial risk and an
 *   atypical clause; a silent renewal is a date problem and an atypical clause) is charged once,
 *   in the criterion listed first in CHARGE_ORDER, where it belongs; the other finding on the
 *   same words is dropped. Different problems of the same words (a court that is both
 *   duplicated and unrelated to the parties) stay apart.
 */
import { CRITERIA, type TCriterion } from '@contrato-claro/shared';
import { indexDocument } from './analyzers/document-index';
import { checklistOf } from './facts/elements';
import type { AnalyzedDocument, RawFinding, RuleId } from './types';

/** Which criterion keeps a fact two criteria charge on the same words. */
const CHARGE_ORDER: readonly TCriterion[] = [
  'keyValuesAnalysis',
  'contradictionAnalysis',
  'importantDatesAnalysis',
  'equilibriumAnalysis',
  'exoticClauses',
  'defaultClauses',
  'objectiveAnalysis',
];

/** Rules that state the same fact when they point at the same words. */
const SAME_FACT: readonly (readonly RuleId[])[] = [
  ['financeiro.multa_excessiva', 'atipica.multa_desproporcional'],
  ['datas.renovacao_sem_aviso', 'atipica.renovacao_automatica_sem_aviso'],
];

const factOf = (rule: RuleId): number => SAME_FACT.findIndex((group) => group.includes(rule));

type ByCriterion = Record<TCriterion, RawFinding[]>;

/** Merges findings of one rule on one clause into the first, listing the other places. */
function mergeRepeats(doc: AnalyzedDocument, findings: readonly RawFinding[]): RawFinding[] {
  const { clauseAt } = indexDocument(doc);
  const merged = new Map<string, RawFinding>();
  for (const finding of [...findings].sort((a, b) => a.start - b.start)) {
    const key = `${finding.rule}|${clauseAt(finding.start).ref}|${finding.missing ?? ''}`;
    const first = merged.get(key);
    if (first === undefined) {
      merged.set(key, { ...finding });
      continue;
    }
    first.occurrences = [
      ...(first.occurrences ?? []),
      { start: finding.start, end: finding.end },
      ...(finding.occurrences ?? []),
    ];
  }
  return [...merged.values()];
}

/** The findings of each criterion, consolidated (see module doc). */
export function consolidate(doc: AnalyzedDocument, raw: Readonly<ByCriterion>): ByCriterion {
  const present = new Set(checklistOf(doc).flatMap((item) => (item.present ? [item.key] : [])));
  const result = {} as ByCriterion;
  const charged: RawFinding[] = [];
  const isCharged = (finding: RawFinding) =>
    factOf(finding.rule) >= 0 &&
    charged.some(
      (other) =>
        factOf(other.rule) === factOf(finding.rule) &&
        other.start < finding.end &&
        finding.start < other.end,
    );
  for (const criterion of CHARGE_ORDER) {
    const kept = raw[criterion].filter(
      (finding) => finding.missing === undefined || !present.has(finding.missing),
    );
    result[criterion] = mergeRepeats(doc, kept).filter((finding) => !isCharged(finding));
    charged.push(...result[criterion]);
  }
  return Object.fromEntries(CRITERIA.map((c) => [c, result[c]])) as ByCriterion;
}
