/**
 * References to the paragraphs, alíneas and incisos of this document ("o parágrafo terceiro desta
 * cláusula", "§ 2º da cláusula 5ª", "alínea d", "incisos II e IV"), each resolved against the
 * subdivisions the cited clause (or the document) really has. A reference next to the words of
 * another instrument ("§ 1º do art. 5º da Lei 11.788", "alínea d, inc. II, do art. 62") is the
 * law's and is never judged; so is one that cannot be placed. Only what resolves nowhere is
 * returned.
 */
import { parseOrdinalWords } from '../text/ordinals';
import { parseRoman, toRoman } from '../text/roman';
import type { AnalyzedDocument, Clause } from '../types';
import { indexDocument, type Sentence } from '../analyzers/document-index';
import {
  CITED_LETTER_ITEM,
  CITED_PARAGRAPH_ITEM,
  CITED_ROMAN_ITEM,
  LAW_NEAR,
  LAW_WINDOW,
  NAMED_BEFORE,
  SUBDIVISION_REFERENCE,
  SUBDIVISION_SCOPE,
} from './patterns';

/** A span of the text. */
interface Span {
  start: number;
  end: number;
}

type Kind = 'paragraph' | 'alinea' | 'inciso';

/** A reference to subdivisions that none of the places it may mean has. */
export interface BrokenSubdivision extends Span {
  kind: Kind;
  /** The values cited and not found ("3", "unico", "d", "4"). */
  absent: string[];
  /** How many values the reference cites. */
  cited: number;
}

/**
 * A paragraph, alínea or inciso that heads a line or a sentence: its mark and number followed by
 * a separator or by a capitalised word ("§ 2º O prazo…", "Parágrafo Terceiro – …", "d) …",
 * "IV – …"). Run on the original text, so capitals tell a heading from running text.
 */
const PARAGRAPH_HEAD =
  /(?:^|\n|[.;:!?]\s+)[ \t]*(?:par[aá]grafo\s+(?<word>[\p{L}]+(?:[\s-]+[\p{L}]+)?)|§\s*(?<digits>\d{1,2}|[úu]nico))\s*[º°o]?\s*(?:[-–—:.)]|\s+(?=\p{Lu}))/giu;
const ALINEA_HEAD =
  /(?:^|\n|[;:]\s+)[ \t]*(?:\((?<p>[a-z])\)|(?<l>[a-z])\s*\)|(?<d>[a-z])\s*[.–—-]\s)/giu;
const INCISO_HEAD = /(?:^|\n|[;:]\s+)[ \t]*\(?(?<roman>[IVXL]{1,6})\s*(?:[-–—)]|\.\s)/gu;

const folded = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** The paragraph number of a heading's words or digits: "terceiro" → "3", "único" → "unico". */
function paragraphValue(raw: string): string | null {
  const word = folded(raw).trim();
  if (word.startsWith('unico')) return 'unico';
  if (/^\d/u.test(word)) return String(Number.parseInt(word, 10));
  // "Terceiro Na hipótese": only the ordinal words count.
  for (const end of [word.length, word.indexOf(' ')].filter((at) => at > 0)) {
    const value = parseOrdinalWords(word.slice(0, end));
    if (value !== null) return String(value);
  }
  return null;
}

/** The subdivisions a span of the text has, by kind, as the values a reference cites. */
function subdivisionsIn(doc: AnalyzedDocument, span: Span): Record<Kind, Set<string>> {
  const has: Record<Kind, Set<string>> = {
    paragraph: new Set(),
    alinea: new Set(),
    inciso: new Set(),
  };
  const text = doc.text.slice(span.start, span.end);
  for (const match of text.matchAll(PARAGRAPH_HEAD)) {
    const value = paragraphValue(match.groups!.word ?? match.groups!.digits!);
    if (value !== null) has.paragraph.add(value);
  }
  for (const match of text.matchAll(ALINEA_HEAD)) {
    const { p, l, d } = match.groups!;
    has.alinea.add((p ?? l ?? d)!.toLowerCase());
  }
  for (const match of text.matchAll(INCISO_HEAD)) {
    const value = parseRoman(match.groups!.roman!.toLowerCase());
    if (value !== null) has.inciso.add(String(value));
  }
  for (const clause of doc.clauses) {
    if (clause.start < span.start || clause.start >= span.end || clause.number === null) continue;
    if (clause.kind === 'paragraph') has.paragraph.add(String(clause.number[0]));
    else if (/alínea \p{L}\)$/u.test(clause.ref)) has.alinea.add(clause.ref.slice(-2, -1));
    else if (/inciso [IVXL]+$/u.test(clause.ref)) has.inciso.add(String(clause.number[0]));
  }
  return has;
}

/** The values a reference's list cites, in the form `subdivisionsIn` gives them. */
function citedValues(kind: Kind, list: string): string[] {
  if (kind === 'paragraph') {
    return [...list.matchAll(CITED_PARAGRAPH_ITEM)].flatMap(
      (match) => paragraphValue(match[0]) ?? [],
    );
  }
  if (kind === 'alinea') return [...list.matchAll(CITED_LETTER_ITEM)].map((m) => m.groups!.letter!);
  return [...list.matchAll(CITED_ROMAN_ITEM)].flatMap((match) => {
    const value = parseRoman(match[0]);
    return value === null ? [] : [String(value)];
  });
}

/** A mention that heads its line or sentence and is followed by a separator is a heading. */
function isHeading(doc: AnalyzedDocument, span: Span): boolean {
  const before = doc.fold.slice(Math.max(0, span.start - 3), span.start);
  const opens = span.start === 0 || /(?:^|\n|[.;:!?])\s*$/u.test(before);
  return (
    opens && /^\s*[º°o]?\s*(?:[-–—:.)]|\s+\p{Lu})/u.test(doc.text.slice(span.end, span.end + 4))
  );
}

/** Whether the words around a reference, in its sentence, name another instrument. */
function isOtherInstrument(doc: AnalyzedDocument, sentence: Sentence | null, span: Span): boolean {
  const from = Math.max(sentence?.start ?? 0, span.start - LAW_WINDOW);
  const to = Math.min(sentence?.end ?? doc.fold.length, span.end + LAW_WINDOW);
  const after = doc.fold.slice(span.end, to);
  return (
    LAW_NEAR.test(doc.fold.slice(from, span.start)) ||
    LAW_NEAR.test(after) ||
    NAMED_BEFORE.test(after)
  );
}

/** The top clause numbered `value` ("5", "quinta"), if exactly one. */
function clauseNumbered(topClauses: readonly Clause[], value: string): Clause | null {
  const number = /^\d/u.test(value) ? Number(value.split('.')[0]) : parseOrdinalWords(value);
  const found = topClauses.filter((clause) => clause.number?.[0] === number);
  return found.length === 1 ? found[0]! : null;
}

/** How a broken subdivision reference is named in a description ("parágrafo 3º", "alínea d"). */
export function subdivisionLabel(kind: Kind, value: string): string {
  if (kind === 'paragraph') return value === 'unico' ? 'parágrafo único' : `§ ${value}º`;
  if (kind === 'alinea') return `alínea "${value}"`;
  return `inciso ${toRoman(Number(value))}`;
}

/** This document's references to subdivisions that resolve nowhere (see module doc). */
export function brokenSubdivisions(doc: AnalyzedDocument): BrokenSubdivision[] {
  const { clauseAt, topOf, topClauses, sentenceAt, preambleSentenceAt } = indexDocument(doc);
  const whole: Span = { start: 0, end: doc.text.length };
  const wholeHas = subdivisionsIn(doc, whole);
  const broken: BrokenSubdivision[] = [];
  for (const match of doc.fold.matchAll(SUBDIVISION_REFERENCE)) {
    const span = { start: match.index, end: match.index + match[0].length };
    const groups = match.groups!;
    const kind: Kind =
      groups.paragraph !== undefined
        ? 'paragraph'
        : groups.alinea !== undefined
          ? 'alinea'
          : 'inciso';
    if (isHeading(doc, span)) continue;
    const sentence = sentenceAt(span.start) ?? preambleSentenceAt(span.start);
    if (isOtherInstrument(doc, sentence, span)) continue;
    const cited = citedValues(kind, groups.plist ?? groups.alist ?? groups.ilist ?? '');
    if (cited.length === 0) continue;
    const scoped = SUBDIVISION_SCOPE.exec(doc.fold.slice(span.end, span.end + 60));
    const scope = scoped?.groups;
    const citing = topOf(clauseAt(span.start));
    let places: Span[];
    if (scope?.num !== undefined) {
      const target = clauseNumbered(topClauses, scope.num);
      if (target === null) continue;
      places = [target];
    } else if (scope?.own !== undefined) {
      if (citing.kind === 'preamble' || citing.kind === 'signatures') continue;
      places = [citing];
    } else {
      places = [whole];
    }
    const has = places.map((place) => (place === whole ? wholeHas : subdivisionsIn(doc, place)));
    const absent = cited.filter((value) => !has.some((set) => set[kind].has(value)));
    if (absent.length === 0) continue;
    // The place shown is the reference with the clause it names ("parágrafo 3º desta cláusula").
    const end = span.end + (scoped?.[0].trimEnd().length ?? 0);
    broken.push({ start: span.start, end, kind, absent, cited: cited.length });
  }
  return broken;
}
