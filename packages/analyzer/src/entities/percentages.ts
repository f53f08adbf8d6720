import type { TEntities } from '@contrato-claro/shared';
import type { SegmentedDocument } from '../types';
import { parseNumberWords } from './number-words';
import {
  DECIMAL_COMMA_AFTER_WORDS,
  PERCENT_AFTER_WORDS,
  PERCENT_FIGURE,
  PERCENT_FIGURE_AFTER_WORDS,
  PERCENT_FIGURE_WORDS,
  PERCENT_PERIOD,
  PERIOD_INSIDE,
} from './patterns';
import {
  Claims,
  matchAt,
  numberPhrasesOf,
  parseBrazilianNumber,
  spanOf,
  wordsAfterFigure,
} from './spans';

/** The unit that ends a rate in words: "(dois por cento ao mês)" is read up to "por cento". */
const PERCENT_UNIT = /por\s+cento/gu;

/** One percentage, as the public schema defines it. */
export type Percentage = TEntities['percentages'][number];
type Period = Percentage['period'];

const WINDOW = 120;

/** Reads the period of a rate from what RATE_PERIOD matched (folded): "mês", "ano" or "dia". */
export function periodOf(raw: string): Exclude<Period, null> {
  if (/mes|mensa|a\.\s?m/u.test(raw)) return 'mês';
  if (/ano|anua|a\.\s?a/u.test(raw)) return 'ano';
  return 'dia';
}

/**
 * Percentages, numeric or in words: "2%", "2% (dois por cento)", "2 (dois) por cento", "dez por
 * cento", "cinquenta por cento (50%)", "1% ao mês",
 * "12% a.a.", "0,033% ao dia". `value` is the number before "%" (2 for 2%); `inWords` is the
 * value written in words (null when only a figure is written); `period` is the period of a rate
 * ("mês", "ano", "dia") or null.
 */
export function extractPercentages(doc: SegmentedDocument): Percentage[] {
  const { text, fold } = doc;
  const claims = new Claims(text.length);
  const found: Percentage[] = [];
  const withPeriod = (
    start: number,
    end: number,
    value: number,
    inWords: number | null,
    inside: RegExpExecArray | null = null,
  ) => {
    const period = PERCENT_PERIOD.exec(fold.slice(end, end + WINDOW)) ?? inside;
    const stop = period && period !== inside ? end + period[0].length : end;
    if (!claims.claim(start, stop)) return;
    found.push({
      ...spanOf(text, start, stop),
      value,
      inWords,
      period: period ? periodOf(period.groups!.period!) : null,
    });
  };

  // "dez por cento", "dois virgula cinco por cento", "um e meio por cento".
  const phrases = numberPhrasesOf(doc);
  const inWords = phrases.flatMap((phrase, index) => {
    let wordsEnd = phrase.end;
    const comma = matchAt(DECIMAL_COMMA_AFTER_WORDS, fold, wordsEnd);
    const decimals = phrases[index + 1];
    if (comma && decimals?.start === wordsEnd + comma[0].length) wordsEnd = decimals.end;
    const percent = matchAt(PERCENT_AFTER_WORDS, fold, wordsEnd);
    if (!percent) return [];
    const end = wordsEnd + percent[0].length;
    const value = parseNumberWords(fold.slice(phrase.start, end));
    return value === null ? [] : [{ start: phrase.start, end, value }];
  });
  // Words first, figure after: "cinquenta por cento (50%)".
  for (const words of inWords) {
    const figure = matchAt(PERCENT_FIGURE_AFTER_WORDS, fold, words.end);
    const value = figure ? parseBrazilianNumber(figure.groups!.amount!) : null;
    if (figure && value !== null) {
      withPeriod(words.start, words.end + figure[0].length, value, words.value);
    }
  }
  // Figure, its words, then the unit: "2 (dois) por cento".
  for (const match of fold.matchAll(PERCENT_FIGURE_WORDS)) {
    const value = parseBrazilianNumber(match.groups!.amount!);
    const spelled = parseNumberWords(match.groups!.words!);
    if (value !== null && spelled !== null)
      withPeriod(match.index, match.index + match[0].length, value, spelled);
  }
  // Figure first, words after: "2% (dois por cento)".
  for (const match of fold.matchAll(PERCENT_FIGURE)) {
    const value = parseBrazilianNumber(match.groups!.amount!);
    if (value === null) continue;
    const end = match.index + match[0].length;
    const words = wordsAfterFigure(fold, end, PERCENT_UNIT);
    // "2% (dois por cento ao mês)": the period may be inside the parentheses.
    const inside = PERIOD_INSIDE.exec(fold.slice(end, end + words.length));
    withPeriod(match.index, end + words.length, value, words.value, inside);
  }
  for (const words of inWords) withPeriod(words.start, words.end, words.value, words.value);
  return found.sort((a, b) => a.start - b.start);
}
