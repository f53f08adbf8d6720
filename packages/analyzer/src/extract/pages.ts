import type { PageSpan } from '../types';
import { CHARS_PER_PAGE } from './limits';

/** The whole document text and where each page lies in it. */
export interface PagedText {
  text: string;
  pages: PageSpan[];
}

/** Ends a paragraph for sure; ";" and "," do not (list items and clauses run on). */
const SENTENCE_END = /[.:!?]$/u;
/** A lower-case word continues the text; a lettered item ("b)", "iv)") starts its own line. */
const CONTINUES = /^(?!\p{Ll}{1,4}\))\p{Ll}/u;
const HYPHEN_AT_END = /\p{L}-$/u;
/**
 * Words that follow a hyphen as part of the word itself: enclitic pronouns ("obriga-se",
 * "entregá-lo") and compounds such as "segunda-feira". A line break after their hyphen keeps it.
 */
const HYPHEN_KEEPERS = new Set([
  'se',
  'lhe',
  'lhes',
  'o',
  'a',
  'os',
  'as',
  'lo',
  'la',
  'los',
  'las',
  'no',
  'na',
  'nos',
  'nas',
  'me',
  'te',
  'vos',
  'feira',
]);

/**
 * How two pieces of text that a line, column or page break separated are glued back: "" when a
 * word was hyphenated ("contra-" + "tante"), " " when a sentence simply continues, "\n" when a
 * new paragraph starts. Returns the possibly shortened left piece and the separator.
 */
export function joinBroken(left: string, right: string): { left: string; separator: string } {
  // Only the end of `left` matters; testing the whole of it would make joins quadratic.
  const tail = left.slice(-2);
  if (HYPHEN_AT_END.test(tail) && CONTINUES.test(right)) {
    const firstWord = /^\p{L}+/u.exec(right)?.[0].toLowerCase() ?? '';
    return HYPHEN_KEEPERS.has(firstWord)
      ? { left, separator: '' }
      : { left: left.slice(0, -1), separator: '' };
  }
  if (!SENTENCE_END.test(tail) && CONTINUES.test(right)) return { left, separator: ' ' };
  return { left, separator: '\n' };
}

/**
 * Concatenates normalised page texts, gluing a paragraph that runs across a page break, and
 * records the span of each page in the result. The pieces are joined once at the end: reading
 * the tail of a string grown page by page would copy all of it at every page (500 pages: about
 * half a gigabyte of garbage).
 */
export function joinPages(pageTexts: readonly string[]): PagedText {
  const pieces: string[] = [];
  let length = 0;
  /** The last two characters of the text so far, all joinBroken reads of it. */
  let tail = '';
  const pages: PageSpan[] = [];
  const append = (piece: string) => {
    pieces.push(piece);
    length += piece.length;
    tail = (tail + piece).slice(-2);
  };
  pageTexts.forEach((pageText, index) => {
    if (length > 0 && pageText !== '') {
      const { left, separator } = joinBroken(tail, pageText);
      if (left.length < tail.length) {
        // The hyphen of a broken word ends the last page that had text: drop it.
        const last = pieces.findLastIndex((piece) => piece !== '');
        pieces[last] = pieces[last]!.slice(0, -1);
        length -= 1;
        tail = left;
        for (const span of pages) {
          span.start = Math.min(span.start, length);
          span.end = Math.min(span.end, length);
        }
      }
      append(separator);
    }
    pages.push({ page: index + 1, start: length, end: length + pageText.length });
    append(pageText);
  });
  return { text: pieces.join(''), pages };
}

/**
 * Splits text into `pageCount` spans of similar length, cutting at paragraph breaks, for formats
 * without page geometry. `pageCount` defaults to an estimate from the text length.
 */
export function paginate(text: string, pageCount?: number): PageSpan[] {
  const count = Math.max(1, pageCount ?? Math.ceil(text.length / CHARS_PER_PAGE));
  const pages: PageSpan[] = [];
  let start = 0;
  for (let page = 1; page <= count; page += 1) {
    let end = text.length;
    if (page < count) {
      const target = Math.max(start, Math.round((text.length * page) / count));
      const breakAt = text.indexOf('\n', target);
      end = breakAt === -1 ? text.length : breakAt + 1;
    }
    pages.push({ page, start, end });
    start = end;
  }
  return pages;
}
