/**
 * Who carries the contract's duties: each duty is charged to the party that is the grammatical
 * subject of an obligation ("A CONTRATADA se obriga a", "O LOCATÁRIO pagará", "Compete à
 * VENDEDORA"), and every item of a list it governs ("se obriga a pagar …, a conservar … e a
 * restituir …", or "se obriga a:" followed by "a) …", "b) …") counts as one more. One pass over
 * the sentences, constant work per role mention, so linear in the document.
 */
import type { AnalyzedDocument, Clause } from '../../types';
import type { Sentence } from '../document-index';
import { roleMentions } from '../roles';
import {
  AFTER_PREPOSITION,
  DUTY_AFTER_SUBJECT,
  DUTY_BEFORE_ROLE,
  DUTY_BEFORE_WINDOW,
  LIST_ITEM,
  LIST_OPENER,
  LISTED_DUTY,
} from './patterns';

/** Duties of one party: how many, and the first sentence that states one. */
export interface Duties {
  count: number;
  /** The first sentence that states one, and where it names the party. */
  first: Sentence | null;
  name: { start: number; end: number } | null;
}

interface Hit {
  role: string;
  /** Sentence-relative offsets of the role and of the end of its obligation verb. */
  at: number;
  end: number;
  after: number;
  isList: boolean;
  /** A prohibition ("não poderá"). */
  isBan: boolean;
}

/** The duties a sentence states, by subject; list items count until the next subject. */
function dutiesOf(
  doc: AnalyzedDocument,
  sentence: Sentence,
  roles: ReadonlySet<string>,
): { role: string; at: number; end: number; count: number; isListOpener: boolean }[] {
  const { fold } = sentence;
  const hits: Hit[] = [];
  for (const mention of roleMentions(doc, fold, sentence.start)) {
    if (!roles.has(mention.key)) continue;
    const at = mention.start - sentence.start;
    const end = mention.end - sentence.start;
    const before = fold.slice(Math.max(0, at - DUTY_BEFORE_WINDOW), at);
    const inverted = DUTY_BEFORE_ROLE.exec(before);
    if (inverted !== null) {
      // "Não pode o Locatário ceder ou sublocar": a prohibition is one duty, not a list.
      const isList = inverted.groups?.ban === undefined;
      hits.push({ role: mention.key, at, end, after: end, isList, isBan: !isList });
    } else if (!AFTER_PREPOSITION.test(before)) {
      DUTY_AFTER_SUBJECT.lastIndex = end;
      const match = DUTY_AFTER_SUBJECT.exec(fold);
      if (match !== null) {
        const isList = match.groups?.list !== undefined;
        const isBan = match.groups?.ban !== undefined;
        hits.push({ role: mention.key, at, end, after: end + match[0].length, isList, isBan });
      }
    }
  }
  const isOpener = LIST_OPENER.test(fold);
  return hits.map((hit, index) => {
    const until = hits[index + 1]?.at ?? fold.length;
    // The near-synonyms a prohibition lists inline ("não poderá alugar, revender, sublocar…") are
    // one duty; a prohibition that opens a list ("não poderá:") counts its items.
    const isCounted = hit.isList && (!hit.isBan || isOpener);
    const listed = isCounted ? [...fold.slice(hit.after, until).matchAll(LISTED_DUTY)].length : 0;
    const isListOpener = hit.isList && isOpener;
    return { role: hit.role, at: hit.at, end: hit.end, count: 1 + listed, isListOpener };
  });
}

/** Duties per main role, in one pass over the body sentences. */
export function dutiesByRole(
  doc: AnalyzedDocument,
  sentences: readonly Sentence[],
  roles: readonly string[],
): Map<string, Duties> {
  const set = new Set(roles);
  const duties = new Map<string, Duties>(
    roles.map((role) => [role, { count: 0, first: null, name: null }]),
  );
  // The list a "se obriga a:" opens: its clause, and the clause of its last counted item.
  let list: { owner: Duties; opener: Clause; clause: Clause } | null = null;
  for (const sentence of sentences) {
    let found: ReturnType<typeof dutiesOf> | null = null;
    // Where the next list's opener ("Cabem à Locadora:") is still inside the last item of the
    // previous list (segmentation could not tell it from that item), it opens a new list in the
    // same container, so its items go to its own role.
    let container: Clause | null = null;
    if (list !== null) {
      const isMarked = LIST_ITEM.test(sentence.fold);
      const isItem =
        isMarked || (sentence.clause !== list.opener && sentence.clause.level > list.opener.level);
      if (isItem && !isMarked && LIST_OPENER.test(sentence.fold)) {
        found = dutiesOf(doc, sentence, set);
        if (found.some((duty) => duty.isListOpener)) container = list.opener;
      }
      if (isItem && container === null) {
        if (sentence.clause !== list.clause || isMarked) list.owner.count += 1;
        list.clause = sentence.clause;
        continue;
      }
      list = null;
    }
    for (const duty of found ?? dutiesOf(doc, sentence, set)) {
      const owner = duties.get(duty.role)!;
      // A list opener ("se obriga a:") is counted by its items.
      owner.count += duty.isListOpener ? 0 : duty.count;
      if (owner.first === null) {
        owner.first = sentence;
        owner.name = { start: sentence.start + duty.at, end: sentence.start + duty.end };
      }
      if (duty.isListOpener) {
        list = { owner, opener: container ?? sentence.clause, clause: sentence.clause };
      }
    }
  }
  return duties;
}
