/**
 * A figure as contracts write it — digits, digits with the words in brackets ("8 (oito)"), or
 * words alone ("oito") — as one named pattern and its reader: a figure in words is the same fact
 * as the figure.
 */
import { parseNumberWords } from '../entities/number-words';
import { CARDINAL_WORDS } from '../language/lexicon';

/** A whole figure (named group `n`), the words in brackets after digits skipped. */
export const FIGURE = String.raw`(?<n>\d{1,3}|${CARDINAL_WORDS})\s*(?:\([^)]{1,40}\)\s*)?`;

/** The value of a FIGURE match's `n` group. */
export function figureOf(text: string): number | null {
  return /^\d+$/u.test(text) ? Number(text) : parseNumberWords(text);
}
