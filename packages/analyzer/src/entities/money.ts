import type { TEntities } from '@contrato-claro/shared';
import type { SegmentedDocument } from '../types';
import { parseNumberWords, type NumberPhrase } from './number-words';
import {
  AND_AFTER_REAIS,
  CENTS_AFTER_WORDS,
  MONEY_FIGURE,
  MONEY_FIGURE_AFTER_WORDS,
  MONEY_FIGURE_REAIS,
  MONEY_FIGURE_WORDS_REAIS,
  REAIS_AFTER_WORDS,
  SCALE_VALUES,
} from './patterns';
import {
  Claims,
  matchAt,
  numberPhrasesOf,
  parseBrazilianNumber,
  sentenceAround,
  spanOf,
  wordsAfterFigure,
} from './spans';

/** One money value, as the public schema defines it. */
export type Money = TEntities['money'][number];

/** The unit that ends a value in words: "(mil reais por mês)" is read up to "reais". */
const MONEY_UNIT = /reais|real|centavos?/gu;

function figureValue(amount: string, scale: string | undefined): number | null {
  const value = parseBrazilianNumber(amount);
  if (value === null) return null;
  return scale === undefined ? value : value * SCALE_VALUES[scale]!;
}

/** Rounds to cents, so that 1.5 × 1e6 or 0.1 + 0.2 never leak float noise. */
function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Where "reais" (and maybe "e … centavos") after a number in words ends, or null. */
function moneyWordsEnd(fold: string, at: number, next: NumberPhrase | undefined): number | null {
  const reais = matchAt(REAIS_AFTER_WORDS, fold, at);
  if (!reais) return matchAt(CENTS_AFTER_WORDS, fold, at) ? CENTS_AFTER_WORDS.lastIndex : null;
  const end = at + reais[0].length;
  const and = matchAt(AND_AFTER_REAIS, fold, end);
  if (and && next?.start === end + and[0].length && matchAt(CENTS_AFTER_WORDS, fold, next.end)) {
    return CENTS_AFTER_WORDS.lastIndex;
  }
  return end;
}

/**
 * Money values: "R$ 1.234,56", "R$ 1.000,00 (mil reais)", "R$ 500 mil", "1,5 milhão de reais"
 * and values written in words, alone ("quinhentos reais") or before the figure ("mil reais (R$
 * 1.000,00)"). `value` is in reais; `inWords` is the
 * value written in words next to the figure (or the value itself when only words are written);
 * `context` is the sentence around it.
 */
export function extractMoney(doc: SegmentedDocument): Money[] {
  const { text, fold } = doc;
  const claims = new Claims(text.length);
  const found: Money[] = [];
  const add = (start: number, end: number, value: number, inWords: number | null) => {
    if (!claims.claim(start, end)) return;
    found.push({
      ...spanOf(text, start, end),
      value: cents(value),
      inWords: inWords === null ? null : cents(inWords),
      context: sentenceAround(text, start, end),
    });
  };

  // Values in words: "quinhentos reais", "mil reais e trinta centavos", "trinta centavos".
  const phrases = numberPhrasesOf(doc);
  const inWords = phrases.flatMap((phrase, index) => {
    const end = moneyWordsEnd(fold, phrase.end, phrases[index + 1]);
    const value = end === null ? null : parseNumberWords(fold.slice(phrase.start, end));
    return end === null || value === null ? [] : [{ start: phrase.start, end, value }];
  });
  // Words first, figure after: "mil reais (R$ 1.000,00)".
  for (const words of inWords) {
    const figure = matchAt(MONEY_FIGURE_AFTER_WORDS, fold, words.end);
    const value = figure ? figureValue(figure.groups!.amount!, undefined) : null;
    if (figure && value !== null)
      add(words.start, words.end + figure[0].length, value, words.value);
  }
  // Figure, then its words, then the unit: "10 (dez) reais".
  for (const match of fold.matchAll(MONEY_FIGURE_WORDS_REAIS)) {
    const value = figureValue(match.groups!.amount!, undefined);
    const spelled = parseNumberWords(match.groups!.words!.trim());
    if (value !== null && spelled !== null)
      add(match.index, match.index + match[0].length, value, spelled);
  }
  // Figure first, words after: "R$ 1.000,00 (mil reais)".
  for (const pattern of [MONEY_FIGURE, MONEY_FIGURE_REAIS]) {
    for (const match of fold.matchAll(pattern)) {
      const groups = match.groups!;
      const value = figureValue(groups.amount!, groups.scale);
      if (value === null) continue;
      const end = match.index + match[0].length;
      const words = wordsAfterFigure(fold, end, MONEY_UNIT);
      add(match.index, end + words.length, value, words.value);
    }
  }
  for (const words of inWords) add(words.start, words.end, words.value, words.value);
  return found.sort((a, b) => a.start - b.start);
}
