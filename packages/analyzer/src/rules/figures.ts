/**
 * Figures as contracts write them, each as one named pattern and its reader: a count and a rate,
 * in digits ("8", "20%"), digits with their words in brackets ("8 (oito)", "20% (vinte por
 * cento)"), words with their digits in brackets ("oito (8)", "vinte por cento (20%)") or words
 * alone ("oito", "vinte por cento"). A figure in words is the same fact as the figure; every rule
 * that reads a count or a rate reads it here, so each wording is accepted once for all of them.
 */
import { parseNumberWords } from '../entities/number-words';
import { CARDINAL_WORDS } from '../language/lexicon';

/** A number in digits, Brazilian style: "8", "03", "0,033", "12,5". */
const DIGITS = String.raw`\d+(?:,\d+)?`;
/** The other writing of a figure, in brackets after it: "(oito)", "(8)", "(vinte por cento)", "(20%)". */
const BRACKETS = String.raw`\s*(?:\([^)]{1,40}\)\s*)?`;

/**
 * A count (named group `name`, `n` by default): "8", "8 (oito)", "oito (8)", "oito", "1,5"; the
 * other writing in brackets and the space after it are taken with it.
 */
export const figure = (name = 'n'): string =>
  String.raw`(?<![\d.,])(?<${name}>${DIGITS}|${CARDINAL_WORDS})(?![\p{L}\d])${BRACKETS}`;

/** A count with its group named `n`. */
export const FIGURE = figure();

/** The value of a `figure` group: 8 for "8", "08" or "oito", 1.5 for "1,5". */
export function figureOf(text: string): number | null {
  return /^\d/u.test(text) ? Number(text.replace(',', '.')) : parseNumberWords(text);
}

/** A rate in words: "vinte por cento", "dois vírgula cinco por cento", "um e meio por cento". */
const RATE_IN_WORDS = String.raw`(?:${CARDINAL_WORDS}(?:\s+virgula\s+(?:zero\s+)*${CARDINAL_WORDS}|\s+e\s+mei[oa])?|mei[oa])\s+por\s+cento`;
/** A rate's other writing in brackets: words ("(dois por cento)") or the figure ("(2%)"). */
const RATE_BRACKETS = String.raw`(?:\s*\((?:[^()\d]{1,60}|\s*${DIGITS}\s*%\s*)\))?`;

/**
 * A rate (named group `name`, `n` by default, holding its first writing): "20%", "20 %", "20%
 * (vinte por cento)", "20 (vinte) por cento", "vinte por cento (20%)", "vinte por cento",
 * "0,033%". Put a word boundary before it.
 */
export const rate = (name = 'n'): string =>
  String.raw`(?<![\d.,])(?<${name}>${DIGITS}\s*(?:\([^)\d]{1,40}\)\s*)?(?:%|por\s+cento(?!\p{L}))|${RATE_IN_WORDS}(?!\p{L}))${RATE_BRACKETS}`;

/** The value of a `rate` group, in percent: 20 for "20%", "20 (vinte) por cento" or "vinte por cento". */
export function rateOf(text: string): number | null {
  const digits = /^\d+(?:,\d+)?/u.exec(text);
  return digits ? Number(digits[0].replace(',', '.')) : parseNumberWords(text);
}
