/**
 * Spelling with nspell and dictionary-pt. The dictionary is European Portuguese (AO90), so
 * Brazilian spellings are accepted through variant rules (econômico ↔ económico, registro ↔
 * registo) and a legal vocabulary allow-list. A word is a typo only when it is certainly one:
 * unknown, and one edit away from exactly one known word that the same document uses — never
 * merely because the dictionary lacks it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import nspell from 'nspell';
import { BRAZILIAN_VARIANTS, LEGAL_VOCABULARY } from './patterns';
import vocabulary from './vocabulary.json' with { type: 'json' };

/** The common words of Brazilian contracts (see scripts/build-vocabulary.ts). */
const COMMON_WORDS: ReadonlySet<string> = new Set(vocabulary);

type Speller = ReturnType<typeof nspell>;

let speller: Speller | null = null;
/** Whether the dictionary knows a word, for the words already checked (bounded). */
const knownCache = new Map<string, boolean>();
const MAX_CACHED = 50_000;

function load(): Speller {
  if (speller !== null) return speller;
  const require = createRequire(import.meta.url);
  const aff = readFileSync(require.resolve('dictionary-pt/index.aff'), 'utf8');
  // The .dic carries morphological notes after a tab; nspell would read them as flags.
  const dic = readFileSync(require.resolve('dictionary-pt/index.dic'), 'utf8')
    .split('\n')
    .map((line) => line.split('\t', 1)[0]!)
    .join('\n');
  speller = nspell(aff, dic);
  for (const word of LEGAL_VOCABULARY) speller.add(word);
  return speller;
}

/** Loads the dictionary now (it takes a few seconds); later checks are fast. */
export function warmUpSpelling(): void {
  load();
}

/** Whether the dictionary (with Brazilian variants and the legal vocabulary) knows `word`. */
export function isKnown(word: string): boolean {
  let known = knownCache.get(word);
  if (known !== undefined) return known;
  const checker = load();
  known =
    checker.correct(word) ||
    BRAZILIAN_VARIANTS.some(([from, to]) => {
      const variant = word.replace(from, to);
      return variant !== word && checker.correct(variant);
    });
  if (knownCache.size >= MAX_CACHED) knownCache.clear();
  knownCache.set(word, known);
  return known;
}

/** Sounds a typist spells with one letter or two: "documentassão" is one slip from "documentação". */
const SOUND_SWAPS: readonly (readonly [string, string])[] = [
  ['ss', 'ç'],
  ['ç', 'ss'],
  ['x', 'ch'],
  ['ch', 'x'],
];

/** Keys next to each other on a Brazilian keyboard (ABNT2 letters are QWERTY's). */
const NEIGHBOUR_KEYS = 'qwertyuiop asdfghjklç zxcvbnm'.split(' ');
/** Letters a typist confuses by sound or accent. */
const CONFUSABLE = ['aáàâã', 'eéê', 'iíe', 'oóôõu', 'uúü', 'cçs', 'sçzc', 'gj', 'mn'];

/** The letters one typist's slip away from `letter`: a neighbouring key, its accents, its sounds. */
function slipsOf(letter: string): Set<string> {
  const slips = new Set<string>();
  for (const row of NEIGHBOUR_KEYS) {
    const at = row.indexOf(letter);
    if (at > 0) slips.add(row[at - 1]!);
    if (at >= 0 && at + 1 < row.length) slips.add(row[at + 1]!);
  }
  for (const group of CONFUSABLE) {
    if (group.includes(letter)) for (const other of group) if (other !== letter) slips.add(other);
  }
  return slips;
}

/**
 * Every word one slip away: a letter deleted, inserted, doubled, two swapped, one replaced by a
 * neighbouring key or a confusable letter, or one sound spelt the other way (SOUND_SWAPS). Any
 * other substitution ("oneração" / "operação") is a different word, not a slip.
 */
function* oneEditAway(word: string): Generator<string> {
  const letters = 'abcdefghijklmnopqrstuvwxyzáàâãéêíóôõúüç';
  for (const [from, to] of SOUND_SWAPS) {
    for (let at = word.indexOf(from); at >= 0; at = word.indexOf(from, at + 1)) {
      yield word.slice(0, at) + to + word.slice(at + from.length);
    }
  }
  for (let i = 0; i < word.length; i += 1) {
    yield word.slice(0, i) + word.slice(i + 1);
    if (i + 1 < word.length) yield word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    for (const letter of letters) yield word.slice(0, i) + letter + word.slice(i);
    for (const letter of slipsOf(word[i]!)) yield word.slice(0, i) + letter + word.slice(i + 1);
  }
  for (const letter of letters) yield word + letter;
}

/**
 * "aceitos" for "aceito", "indenizar" for "indenizará": one word is the other with an ending
 * added — an inflection the dictionary lacks, not a typo.
 */
const isInflection = (word: string, candidate: string): boolean => {
  const [short, long] = word.length < candidate.length ? [word, candidate] : [candidate, word];
  const stem = short.replace(/[aeo]s?$/u, '');
  return long.startsWith(stem) && long.length - stem.length <= 3;
};

/** Whether `word` is a word: known to the dictionary or common in contracts. */
export const isWord = (word: string): boolean => COMMON_WORDS.has(word) || isKnown(word);

/** How many accented letters a word has. */
const accents = (word: string): number => word.match(/[^\p{ASCII}]/gu)?.length ?? 0;

/**
 * The correction of a misspelt lower-case word when it is certain, else null: the word is
 * unknown to the dictionary (with Brazilian variants and the legal vocabulary), and exactly one
 * word one edit away (not a mere inflection) is attested: one of the common words of contracts
 * (`vocabulary.json`), or a known word used elsewhere in the same document (`isAttested`). So
 * "presnete" is "presente", while a rare correct word the dictionary lacks has no attested
 * neighbour and is left alone.
 */
export function certainCorrection(
  word: string,
  isAttested: (candidate: string) => boolean,
): string | null {
  // "freqüência": the spelling before the 2009 reform, not a typo.
  if (word.includes('ü') || isWord(word)) return null;
  const found = new Set<string>();
  for (const candidate of oneEditAway(word)) {
    if (candidate.length < 4 || isInflection(word, candidate)) continue;
    // An accent written on purpose ("mídia") is weak evidence of a typo: only a common word
    // without it ("media" is not one) makes it certain.
    const dropsAccent = accents(candidate) < accents(word);
    const isAttestedHere = !dropsAccent && isAttested(candidate) && isKnown(candidate);
    if (COMMON_WORDS.has(candidate) || isAttestedHere) {
      found.add(candidate);
      if (found.size > 1) return null;
    }
  }
  return found.size === 1 ? [...found][0]! : null;
}
