/** Helpers every entity extractor shares: number parsing, overlap tracking and context. */
import { snapToWords } from '../text/words';
import type { SegmentedDocument } from '../types';
import { findNumberPhrases, parseNumberWords, type NumberPhrase } from './number-words';
import { PARENTHESISED_WORDS } from './patterns';

/** Longest text after a figure in which its value in words is looked for. */
const MAX_PARENTHESISED = 170;

/**
 * Reads a number written with Brazilian separators: "1.234,56" → 1234.56, "1,5" → 1.5,
 * "1.000" → 1000. A dot followed by exactly three digits groups thousands; any other dot is a
 * decimal point ("2.5").
 */
export function parseBrazilianNumber(text: string): number | null {
  const compact = text.replace(/\s/gu, '');
  let normalised: string;
  if (compact.includes(',')) {
    normalised = compact.replace(/\./gu, '').replace(',', '.');
  } else if (/^\d{1,3}(?:\.\d{3})+$/u.test(compact)) {
    normalised = compact.replace(/\./gu, '');
  } else {
    normalised = compact;
  }
  const value = Number(normalised);
  return normalised !== '' && Number.isFinite(value) ? value : null;
}

/** Remembers which characters an extractor has already claimed, so patterns tried later skip them. */
export class Claims {
  private readonly taken: Uint8Array;

  constructor(length: number) {
    this.taken = new Uint8Array(length);
  }

  /** True when any character of [start, end) is claimed. */
  overlaps(start: number, end: number): boolean {
    for (let i = start; i < end; i += 1) if (this.taken[i] === 1) return true;
    return false;
  }

  /** Claims [start, end); returns false (claiming nothing) when part of it was taken. */
  claim(start: number, end: number): boolean {
    if (this.overlaps(start, end)) return false;
    this.taken.fill(1, start, end);
    return true;
  }
}

const SENTENCE_BREAK = /[.;!?\n]/u;
const MAX_CONTEXT = 200;

function isBreak(text: string, at: number): boolean {
  const char = text[at]!;
  if (!SENTENCE_BREAK.test(char)) return false;
  // "1.234,56", "R$ 1.000" and "Lei nº 8.245/91": a dot between digits does not end a sentence.
  if (char === '.' && /\d/u.test(text[at - 1] ?? '') && /\d/u.test(text[at + 1] ?? ''))
    return false;
  // "art. 5º", "nº. 10", "Ltda. " followed by lower case: abbreviations.
  return !(char === '.' && /^\s*\p{Ll}/u.test(text.slice(at + 1, at + 3)));
}

/**
 * The sentence around [start, end), trimmed to at most 200 characters centred on the span, cut
 * between words with an ellipsis where the sentence goes on. Only looks at the 200 characters on
 * each side, so it costs the same however long the text is.
 */
export function sentenceAround(text: string, start: number, end: number): string {
  let from = start;
  const floor = Math.max(0, start - MAX_CONTEXT);
  while (from > floor && !isBreak(text, from - 1)) from -= 1;
  let to = end;
  const ceiling = Math.min(text.length, end + MAX_CONTEXT);
  while (to < ceiling && !isBreak(text, to)) to += 1;
  if (to < text.length && text[to] !== '\n') to += 1;
  const sentence = text.slice(from, to).trim();
  if (sentence.length <= MAX_CONTEXT) return sentence;
  const room = MAX_CONTEXT - 2; // one ellipsis on each side
  const before = Math.max(0, Math.floor((room - (end - start)) / 2));
  const sliceFrom = Math.max(from, start - before);
  const window = snapToWords(text, sliceFrom, Math.min(to, sliceFrom + room), start, end);
  const cut = text.slice(window.from, window.to).trim();
  return `${window.from > from ? '…' : ''}${cut}${window.to < to ? '…' : ''}`;
}

/** A span of the original text, given offsets found in the folded text. */
export function spanOf(text: string, start: number, end: number) {
  return { text: text.slice(start, end), start, end };
}

/** Runs a sticky (`y`) pattern exactly at `at`. */
export function matchAt(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

const phraseCache = new WeakMap<SegmentedDocument, NumberPhrase[]>();

/** The runs of number words of a document, found once and shared by the extractors. */
export function numberPhrasesOf(doc: SegmentedDocument): NumberPhrase[] {
  let phrases = phraseCache.get(doc);
  if (!phrases) {
    phrases = findNumberPhrases(doc.fold);
    phraseCache.set(doc, phrases);
  }
  return phrases;
}

/**
 * The number written in words in the parentheses right after a figure: "(mil reais)", "(dois
 * por cento ao mês)" — read up to the last `unit` ("reais", "por cento") when more words follow.
 * `length` is how much of the text the parentheses take (0 when there are none or they hold no
 * number in words); `value` is null when they hold number words that do not form a number.
 */
export function wordsAfterFigure(
  fold: string,
  end: number,
  unit: RegExp,
): { length: number; value: number | null } {
  const parentheses = PARENTHESISED_WORDS.exec(fold.slice(end, end + MAX_PARENTHESISED));
  if (!parentheses) return { length: 0, value: null };
  const words = parentheses.groups!.words!;
  const units = [...words.matchAll(unit)];
  const last = units.at(-1);
  const upToUnit = last === undefined ? words : words.slice(0, last.index + last[0].length);
  const value = parseNumberWords(words) ?? parseNumberWords(upToUnit);
  if (value !== null) return { length: parentheses[0].length, value };
  const hasNumberWords = findNumberPhrases(words).length > 0;
  return { length: hasNumberWords ? parentheses[0].length : 0, value: null };
}
