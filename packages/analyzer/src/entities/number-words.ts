/**
 * Numbers written in words ("por extenso"), read back into numbers: the reverse of what a
 * drafter writes in parentheses after a figure, "R$ 1.500,00 (mil e quinhentos reais)".
 */
import { foldText } from '../text/fold';

/** Words below one thousand, folded (lower case, no accents). */
const SMALL_WORDS: Readonly<Record<string, number>> = {
  zero: 0,
  um: 1,
  hum: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  onze: 11,
  doze: 12,
  treze: 13,
  quatorze: 14,
  catorze: 14,
  quinze: 15,
  dezesseis: 16,
  dezasseis: 16,
  dezessete: 17,
  dezassete: 17,
  dezoito: 18,
  dezenove: 19,
  dezanove: 19,
  vinte: 20,
  trinta: 30,
  quarenta: 40,
  cinquenta: 50,
  cincoenta: 50,
  sessenta: 60,
  setenta: 70,
  oitenta: 80,
  noventa: 90,
  cem: 100,
  cento: 100,
  duzentos: 200,
  duzentas: 200,
  trezentos: 300,
  trezentas: 300,
  quatrocentos: 400,
  quatrocentas: 400,
  quinhentos: 500,
  quinhentas: 500,
  seiscentos: 600,
  seiscentas: 600,
  setecentos: 700,
  setecentas: 700,
  oitocentos: 800,
  oitocentas: 800,
  novecentos: 900,
  novecentas: 900,
};

const SCALE_WORDS: Readonly<Record<string, number>> = {
  mil: 1e3,
  milhao: 1e6,
  milhoes: 1e6,
  bilhao: 1e9,
  bilhoes: 1e9,
  trilhao: 1e12,
  trilhoes: 1e12,
};

/** Words that end the whole part and start a fraction: "reais e … centavos", "inteiros e …". */
const WHOLE_UNITS = new Set(['real', 'reais', 'inteiro', 'inteiros']);
/** Fraction units and what one of them is worth. */
const FRACTION_UNITS: Readonly<Record<string, number>> = {
  centavo: 0.01,
  centavos: 0.01,
  decimo: 0.1,
  decimos: 0.1,
  centesimo: 0.01,
  centesimos: 0.01,
  milesimo: 0.001,
  milesimos: 0.001,
};

/** Every number word (folded). */
const NUMBER_WORDS = new Set([...Object.keys(SMALL_WORDS), ...Object.keys(SCALE_WORDS)]);
/** What may join two words of one number: "mil e quinhentos", "um milhao, duzentos", "mil quinhentos". */
const JOINER = /^(?:\s+e\s+|\s*,\s*|\s+)$/u;
/** Longest joiner between two words of one number (" e ", ", "). */
const MAX_JOINER = 6;
const LONGEST_WORD = Math.max(...[...NUMBER_WORDS].map((word) => word.length));

/** A run of number words in the folded text, as offsets. */
export interface NumberPhrase {
  start: number;
  end: number;
}

function isLetter(code: number): boolean {
  return code >= 97 && code <= 122;
}

/** A letter, digit or a character the fold kept (such as "ç" in rare scripts): part of a word. */
function isWordChar(code: number): boolean {
  return isLetter(code) || (code >= 48 && code <= 57) || code > 127;
}

/** First letters of number words, to skip most words without slicing them. */
const FIRST_LETTERS = new Set([...NUMBER_WORDS].map((word) => word.charCodeAt(0)));

/**
 * Every run of number words in folded text ("mil e quinhentos", "um milhao, duzentos e trinta
 * mil"), in order. A plain scan over the words of the text, so that extractors find numbers
 * written in words without running a large alternation at every position.
 */
export function findNumberPhrases(fold: string): NumberPhrase[] {
  const phrases: NumberPhrase[] = [];
  let current: NumberPhrase | null = null;
  let at = 0;
  while (at < fold.length) {
    if (!isLetter(fold.charCodeAt(at))) {
      at += 1;
      continue;
    }
    const start = at;
    while (at < fold.length && isLetter(fold.charCodeAt(at))) at += 1;
    // "e" joins the words of one number ("mil e quinhentos").
    if (at - start === 1 && fold.charCodeAt(start) === 101) continue;
    const isWord =
      at - start <= LONGEST_WORD &&
      FIRST_LETTERS.has(fold.charCodeAt(start)) &&
      !(start > 0 && isWordChar(fold.charCodeAt(start - 1))) &&
      !(at < fold.length && isWordChar(fold.charCodeAt(at)));
    if (!isWord || !NUMBER_WORDS.has(fold.slice(start, at))) {
      current = null;
    } else if (
      current &&
      start - current.end <= MAX_JOINER &&
      JOINER.test(fold.slice(current.end, start))
    ) {
      current.end = at;
    } else {
      current = { start, end: at };
      phrases.push(current);
    }
  }
  return phrases;
}

/**
 * Which places of a three-digit group a word fills, from its highest to its lowest (hundreds 3,
 * tens 2, units 1): "vinte" fills tens, "onze" tens and units. A group's words must go down.
 */
function places(value: number): { high: number; low: number } {
  if (value >= 100) return { high: 3, low: 3 };
  if (value >= 20) return { high: 2, low: 2 };
  if (value >= 10) return { high: 2, low: 1 };
  return { high: 1, low: 1 };
}

/**
 * Reads an integer written in words ("dois mil e vinte e cinco"). Returns null when a word is
 * not a number word or the words are out of order ("vinte cem", "mil milhões").
 */
function parseInteger(words: readonly string[]): number | null {
  let total = 0;
  let group = 0;
  let hasGroup = false;
  let hasWord = false;
  let lowestPlace = 4;
  let lastScale = Infinity;
  for (const word of words) {
    if (word === 'e' || word === 'de') continue;
    hasWord = true;
    const small = SMALL_WORDS[word];
    if (small !== undefined) {
      const { high, low } = places(small);
      if (high >= lowestPlace) return null;
      group += small;
      hasGroup = true;
      lowestPlace = low;
      continue;
    }
    const scale = SCALE_WORDS[word];
    if (scale === undefined || scale >= lastScale) return null;
    total += (hasGroup ? group : 1) * scale;
    group = 0;
    hasGroup = false;
    lowestPlace = 4;
    lastScale = scale;
  }
  return hasWord ? total + group : null;
}

/** Reads a decimal written with "vírgula": "dois virgula cinco" → 2.5, "zero virgula zero tres". */
function parseDecimal(words: readonly string[]): number | null {
  const comma = words.indexOf('virgula');
  if (comma === -1) return parseInteger(words);
  const whole = parseInteger(words.slice(0, comma));
  const fractionWords = words.slice(comma + 1);
  let zeros = 0;
  while (fractionWords[zeros] === 'zero') zeros += 1;
  const fraction = parseInteger(fractionWords.slice(zeros));
  if (whole === null || fraction === null) return null;
  return Number(`${whole}.${'0'.repeat(zeros)}${fraction}`);
}

/**
 * Reads a number written in words, the reverse of "por extenso": "mil e quinhentos reais" →
 * 1500, "um milhão, duzentos e trinta e quatro mil" → 1234000, "trinta e cinco centavos" → 0.35,
 * "vinte por cento" → 20, "dois vírgula cinco" → 2.5, "um e meio" → 1.5, "meio por cento" → 0.5. Accents and case do
 * not matter. Returns null when the text is not a number in words.
 */
export function parseNumberWords(text: string): number | null {
  const words = foldText(text)
    .replace(/\bpor\s+cento\b|[().;:]/gu, ' ')
    .split(/[\s,]+/u)
    .filter((word) => word !== '');
  let half = 0;
  if (words.at(-1) === 'meio' || words.at(-1) === 'meia') {
    words.pop();
    if (words.at(-1) === 'e') words.pop();
    half = 0.5;
    // "meio por cento": a half alone.
    if (words.length === 0) return half;
  }
  const wholeAt = words.findIndex((word) => WHOLE_UNITS.has(word));
  const fractionUnit = FRACTION_UNITS[words.at(-1) ?? ''];
  if (fractionUnit !== undefined) {
    const fractionWords = words.slice(wholeAt + 1, -1);
    if (wholeAt !== -1 && fractionWords[0] !== 'e') return null;
    const whole = wholeAt === -1 ? 0 : parseInteger(words.slice(0, wholeAt));
    const fraction = parseInteger(fractionWords);
    if (whole === null || fraction === null) return null;
    return round(whole + fraction * fractionUnit);
  }
  if (wholeAt !== -1 && wholeAt !== words.length - 1) return null;
  const value = parseDecimal(wholeAt === -1 ? words : words.slice(0, -1));
  return value === null ? null : value + half;
}

/** Keeps cents exact: 0.35 rather than 0.35000000000000003. */
function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
