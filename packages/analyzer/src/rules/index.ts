/**
 * The registry of declarative rules: every rule object of every family, run once per document,
 * and what is derived from them — the ids they own (so the table-driven case suites skip them:
 * their examples are their tests) and their findings, one per rule with its other places listed.
 */
import type { TCriterion } from '@contrato-claro/shared';
import { indexDocument } from '../analyzers/document-index';
import { findingOf } from '../analyzers/rule';
import { regimeOf } from '../facts/regime';
import type { AnalyzedDocument, RawFinding, RuleId } from '../types';
import { CDC_ART51 } from './cdc-art51';
import { CONSUMER_CATALOGUE } from './consumer-catalogue';
import { CONSUMER_CREDIT } from './consumer-credit';
import { SDE_PORTARIAS } from './sde-portarias';
import { COMMERCIAL_REPRESENTATION } from './commercial-representation';
import { INTERNSHIP } from './internship';
import { DISTANCE_SALES } from './distance-sales';
import { DEBT_ENFORCEMENT } from './debt-enforcement';
import { SALON_PARTNERSHIP } from './salon-partnership';
import { PUBLIC_PROCUREMENT } from './public-procurement';
import { ARBITRATION_RULES } from './arbitration';
import { TELECOM } from './telecom';
import { FRANCHISING } from './franchising';
import { isInRegime, type DeclarativeRule } from './rule';

/** Every declarative rule, family by family. */
export const RULE_REGISTRY: readonly DeclarativeRule[] = [
  ...CONSUMER_CATALOGUE,
  ...CDC_ART51,
  ...SDE_PORTARIAS,
  ...CONSUMER_CREDIT,
  ...FRANCHISING,
  ...TELECOM,
  ...ARBITRATION_RULES,
  ...PUBLIC_PROCUREMENT,
  ...SALON_PARTNERSHIP,
  ...DEBT_ENFORCEMENT,
  ...DISTANCE_SALES,
  ...INTERNSHIP,
  ...COMMERCIAL_REPRESENTATION,
];

/** The ids the registry owns. */
export const REGISTRY_IDS: ReadonlySet<RuleId> = new Set(RULE_REGISTRY.map((rule) => rule.id));

/**
 * One rule over a document: a finding at its first match, the others as its occurrences; each
 * place runs from the words that matched to the end of their sentence.
 */
export function runRule(rule: DeclarativeRule, doc: AnalyzedDocument): RawFinding | null {
  if (!isInRegime(rule.regime, regimeOf(doc))) return null;
  if (rule.isAbout !== undefined && !rule.isAbout(doc)) return null;
  const places = indexDocument(doc).sentences.flatMap((sentence) => {
    const found = rule.match(sentence, doc);
    if (found === null) return [];
    // From where the sentence says it to the sentence's end: the provision a reader checks.
    const start = sentence.start + found.index;
    return [{ start, end: Math.max(sentence.end, start + found.length) }];
  });
  const [first, ...others] = places;
  if (first === undefined) return null;
  const { id, title, description, severity, recommendation } = rule;
  const legalRef = rule.legalRefIn?.(regimeOf(doc)) ?? rule.legalRef;
  return findingOf({ rule: id, title, description, severity, recommendation, legalRef }, first, {
    occurrences: others,
  });
}

/** The registry's findings of one criterion. */
export function registryFindings(doc: AnalyzedDocument, criterion: TCriterion): RawFinding[] {
  return RULE_REGISTRY.filter((rule) => rule.criterion === criterion).flatMap(
    (rule) => runRule(rule, doc) ?? [],
  );
}
