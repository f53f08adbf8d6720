/**
 * The reader's side, read from the document: which sides a reader may say they are, and which
 * side each finding burdens. A post-pass over the findings of every criterion, reading the
 * sentence the finding points at and the roles the facts model found; it never changes a
 * finding, a point or a score (the neutral analysis stays as it is).
 */
import type { TCriterion, TReaderParty } from '@contrato-claro/shared';
import { indexDocument } from '../analyzers/document-index';
import { mainRoles, partyRoleKey, roleMentions } from '../analyzers/roles';
import type { AnalyzedDocument } from '../types';
import {
  BEARER_BEFORE,
  BENEFICIARY_BEFORE,
  EITHER_PARTY,
  INVERTED_POWER_AFTER,
  INVERTED_POWER_BEFORE,
  POWER_AT_A_PRICE,
  PREPOSITION_BEFORE,
  SUBJECT_BURDEN,
  SUBJECT_POWER,
} from './patterns';

/**
 * Criteria whose findings are a cost to one side: a fine, a charge, a power, a waiver. A
 * contradiction, a blank, a typo or a missing clause is everyone's problem.
 */
const DIRECTIONAL: ReadonlySet<TCriterion> = new Set([
  'keyValuesAnalysis',
  'equilibriumAnalysis',
  'exoticClauses',
]);

/** How far around a mention its verb or preposition is looked for (characters). */
const BEFORE_WINDOW = 60;
const AFTER_WINDOW = 80;

/**
 * The sides a reader may choose: the contract's main roles (guarantors, consenting spouses and
 * the like left out), as written, with the party's name when the qualification gives one. None
 * when the contract does not name two sides.
 */
export function readerParties(doc: AnalyzedDocument): TReaderParty[] {
  const roles = mainRoles(doc);
  if (roles.length < 2) return [];
  return roles.map((key) => {
    const party = doc.entities.parties.find((entity) => partyRoleKey(entity.role) === key);
    if (party !== undefined) return { key, role: party.role, name: party.name };
    // A role named only in the preamble ("e de outro lado o ALUNO identificado na ficha").
    const written = indexDocument(doc)
      .preambleSentences.flatMap((sentence) => roleMentions(doc, sentence.fold, sentence.start))
      .find((mention) => mention.key === key);
    const role = written === undefined ? key : doc.text.slice(written.start, written.end);
    return { key, role: role.toUpperCase(), name: null };
  });
}

/** What a sentence says of each side: who bears something, who holds a power over the other. */
interface Stances {
  bears: Set<string>;
  holds: Set<string>;
}

/** Records the stance of a subject (a side, or every side for "as partes") by its verb. */
function readSubject(stances: Stances, keys: readonly string[], after: string): void {
  const isBurden = SUBJECT_BURDEN.test(after);
  const isPower = !isBurden && SUBJECT_POWER.test(after);
  if (!isBurden && !isPower) return;
  const into = isBurden || POWER_AT_A_PRICE.test(after) ? stances.bears : stances.holds;
  for (const key of keys) into.add(key);
}

/**
 * The sides a finding burdens (keys of `readerParties`, in their order), read from the sentence
 * at `start`: the side that pays, is bound, loses or waives, or the other side of one that may,
 * reserves a right, is exempted or keeps something in its favour. Undefined when the finding is
 * nobody's in particular (see DIRECTIONAL), when the sentence names no bearer, or when it reads
 * both ways (a side that bears and holds at once): when in doubt, say nothing.
 */
export function burdensOf(
  doc: AnalyzedDocument,
  criterion: TCriterion,
  start: number,
): string[] | undefined {
  const roles = mainRoles(doc);
  if (!DIRECTIONAL.has(criterion) || roles.length < 2) return undefined;
  const sentence = indexDocument(doc).sentenceAt(start);
  if (sentence === null) return undefined;
  const stances: Stances = { bears: new Set(), holds: new Set() };
  const afterOf = (end: number) => doc.fold.slice(end, Math.min(sentence.end, end + AFTER_WINDOW));
  for (const mention of roleMentions(doc, sentence.fold, sentence.start)) {
    if (!roles.includes(mention.key)) continue;
    const before = doc.fold.slice(
      Math.max(sentence.start, mention.start - BEFORE_WINDOW),
      mention.start,
    );
    const after = afterOf(mention.end);
    if (BENEFICIARY_BEFORE.test(before)) stances.holds.add(mention.key);
    else if (INVERTED_POWER_BEFORE.test(before) && INVERTED_POWER_AFTER.test(after))
      stances.holds.add(mention.key);
    else if (BEARER_BEFORE.test(before)) stances.bears.add(mention.key);
    else if (!PREPOSITION_BEFORE.test(before)) readSubject(stances, [mention.key], after);
  }
  for (const match of sentence.fold.matchAll(EITHER_PARTY)) {
    readSubject(stances, roles, afterOf(sentence.start + match.index + match[0].length));
  }
  const { bears, holds } = stances;
  for (const holder of holds) for (const role of roles) if (role !== holder) bears.add(role);
  if (bears.size === 0 || [...holds].some((holder) => bears.has(holder))) return undefined;
  return roles.filter((role) => bears.has(role));
}
