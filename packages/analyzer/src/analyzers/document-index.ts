/**
 * Per-document indexes shared by the analyzers: the clause bodies as non-overlapping units, the
 * sentences of the contract body and a clause lookup by offset. Built once per document (cached
 * in a WeakMap), in linear time, so that no rule has to rescan the text per clause.
 */
import { isHardWrap } from '../text/lines';
import type { AnalyzedDocument, Clause } from '../types';

/** A run of text that belongs to exactly one clause (its own text, children excluded). */
export interface Unit {
  clause: Clause;
  start: number;
  end: number;
}

/** A sentence of the contract body with its folded text (offsets relative to `start`). */
export interface Sentence {
  clause: Clause;
  start: number;
  end: number;
  /** `doc.fold.slice(start, end)`: patterns run on this. */
  fold: string;
}

/** The per-document indexes. */
export interface DocumentIndex {
  /** Own text of every clause, in document order (preamble and signatures included). */
  units: Unit[];
  /** Sentences of the clauses, items and paragraphs (not of the preamble or signatures). */
  sentences: Sentence[];
  /** Sentences of the preamble (qualification of the parties). */
  preambleSentences: Sentence[];
  /** The preamble sentence containing `offset`, if any. */
  preambleSentenceAt(offset: number): Sentence | null;
  /** The deepest clause containing `offset` (the preamble/first clause when none does). */
  clauseAt(offset: number): Clause;
  /** The top-level ancestor of a clause (itself when it is top-level). */
  topOf(clause: Clause): Clause;
  /** The body sentence containing `offset`, if any. */
  sentenceAt(offset: number): Sentence | null;
  /** Top-level clauses (level 0, kind clause). */
  topClauses: Clause[];
  /** Whether the document has a signature block. */
  hasSignatures: boolean;
}

/** Words after which a full stop does not end a sentence. */
const ABBREVIATIONS = new Set([
  'art',
  'arts',
  'n',
  'no',
  'nº',
  'sr',
  'sra',
  'srs',
  'dr',
  'dra',
  'inc',
  'cia',
  'fls',
  'pag',
  'p',
  'ex',
  'obs',
  'prof',
  'av',
  'tel',
  'min',
  'max',
  'aprox',
  'vs',
]);

const SENTENCE_END = /[.!?]+(?=\s+["(\p{Lu}\d])|\n+/gu;
const WORD_BEFORE = /([\p{L}º]+)$/u;

const cache = new WeakMap<AnalyzedDocument, DocumentIndex>();

const lineBefore = (text: string, at: number): string =>
  text.slice(text.lastIndexOf('\n', at - 1) + 1, at).trim();
function lineAfter(text: string, at: number): string {
  const end = text.indexOf('\n', at);
  return text.slice(at, end === -1 ? text.length : end).trim();
}

/**
 * Splits a unit into sentences: at a full stop before a capital or a digit (not after an
 * abbreviation or inside "1.1."), and at a line break unless a PDF's hard wrap cut the sentence
 * there. A clause whose heading runs into its text ("CLÁUSULA DÉCIMA – O LOCADOR não responderá
 * por quaisquer⏎danos…") starts its first sentence at the heading.
 */
function splitSentences(doc: AnalyzedDocument, unit: Unit, out: Sentence[]): void {
  const { clause } = unit;
  const heading = doc.text.slice(clause.start, clause.bodyStart).trim();
  const runsIn =
    unit.start === clause.bodyStart &&
    clause.title !== null &&
    isHardWrap(heading, lineAfter(doc.text, unit.start));
  const base = runsIn ? clause.start : unit.start;
  const slice = doc.text.slice(base, unit.end);
  let from = 0;
  const push = (end: number) => {
    let start = from;
    while (start < end && /\s/u.test(slice[start]!)) start += 1;
    let stop = end;
    while (stop > start && /\s/u.test(slice[stop - 1]!)) stop -= 1;
    if (stop > start) {
      out.push({
        clause,
        start: base + start,
        end: base + stop,
        fold: doc.fold.slice(base + start, base + stop),
      });
    }
  };
  for (const match of slice.matchAll(SENTENCE_END)) {
    const at = match.index;
    if (match[0] === '\n' && isHardWrap(lineBefore(slice, at), lineAfter(slice, at + 1))) continue;
    if (match[0][0] === '.') {
      const before = WORD_BEFORE.exec(doc.fold.slice(base + Math.max(from, at - 12), base + at));
      // "art. 5º", "nº. 12", "1.1." keep the sentence going.
      if (before && (ABBREVIATIONS.has(before[1]!) || before[1]!.length === 1)) continue;
      if (
        /\d$/u.test(slice.slice(Math.max(0, at - 1), at)) &&
        /^\.\s+\d/u.test(slice.slice(at, at + 4))
      ) {
        continue;
      }
    }
    push(at + match[0].length);
    from = at + match[0].length;
  }
  push(slice.length);
}

/** The sentence of `list` (in document order) containing `offset`, by binary search. */
function sentenceIn(list: readonly Sentence[], offset: number): Sentence | null {
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const sentence = list[mid]!;
    if (offset < sentence.start) high = mid - 1;
    else if (offset >= sentence.end) low = mid + 1;
    else return sentence;
  }
  return null;
}

function build(doc: AnalyzedDocument): DocumentIndex {
  const clauses = doc.clauses;
  const units: Unit[] = clauses.map((clause, i) => {
    const next = clauses[i + 1];
    const end = next !== undefined && next.start < clause.end ? next.start : clause.end;
    return { clause, start: Math.min(clause.bodyStart, end), end };
  });
  const sentences: Sentence[] = [];
  const preambleSentences: Sentence[] = [];
  for (const unit of units) {
    if (unit.clause.kind === 'signatures') continue;
    splitSentences(doc, unit, unit.clause.kind === 'preamble' ? preambleSentences : sentences);
  }
  // A document without recognisable clauses is all "preamble": its text is still the body.
  if (sentences.length === 0) sentences.push(...preambleSentences);
  const byRef = new Map(clauses.map((clause) => [clause.ref, clause]));
  const starts = clauses.map((clause) => clause.start);
  const clauseAt = (offset: number): Clause => {
    let low = 0;
    let high = starts.length - 1;
    let found = -1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (starts[mid]! <= offset) {
        found = mid;
        low = mid + 1;
      } else high = mid - 1;
    }
    let clause = clauses[Math.max(found, 0)]!;
    while (offset >= clause.end && clause.parentRef !== null) {
      const parent = byRef.get(clause.parentRef);
      if (parent === undefined) break;
      clause = parent;
    }
    return clause;
  };
  const topOf = (clause: Clause): Clause => {
    let current = clause;
    while (current.parentRef !== null) {
      const parent = byRef.get(current.parentRef);
      if (parent === undefined) break;
      current = parent;
    }
    return current;
  };
  return {
    units,
    sentences,
    sentenceAt: (offset) => sentenceIn(sentences, offset),
    topOf,
    preambleSentences,
    preambleSentenceAt: (offset) => sentenceIn(preambleSentences, offset),
    clauseAt,
    topClauses: clauses.filter((clause) => clause.kind === 'clause' && clause.level === 0),
    hasSignatures: clauses.some((clause) => clause.kind === 'signatures'),
  };
}

/** The index of `doc`, built on first use. */
export function indexDocument(doc: AnalyzedDocument): DocumentIndex {
  let index = cache.get(doc);
  if (index === undefined) {
    index = build(doc);
    cache.set(doc, index);
  }
  return index;
}

/** Reads a number written Brazilian-style: "1.234,56" → 1234.56, "2,5" → 2.5. */
export function parseBrNumber(text: string): number {
  return Number(text.replace(/\./gu, '').replace(',', '.'));
}
