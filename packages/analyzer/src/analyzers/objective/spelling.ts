/**
 * Spelling with nspell and dictionary-pt. The dictionary is European Portuguese (AO90), so
 * Brazilian spellings are accepted through variant rules (econômico ↔ económico, registro ↔
 * registo) and a legal vocabulary allow-list. A word is reported only when it is unknown AND one
 * edit away from a known word (a typo), never merely because the dictionary lacks it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import nspell from 'nspell';
import { BRAZILIAN_VARIANTS, LEGAL_VOCABULARY } from './patterns';

type Speller = ReturnType<typeof nspell>;

let speller: Speller | null = null;
const verdicts = new Map<string, string | null>();
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

function isKnown(checker: Speller, word: string): boolean {
  if (checker.correct(word)) return true;
  return BRAZILIAN_VARIANTS.some(([from, to]) => {
    const variant = word.replace(from, to);
    return variant !== word && checker.correct(variant);
  });
}

/**
 * Letters a typist confuses: accents dropped or swapped, sibilants (s, ss, ç, z, c), m/n, e/i,
 * o/u. Only these substitutions count, so a rare but correct word is not "corrected" into a
 * common one (dirimir → dirigir).
 */
const CONFUSIONS: Readonly<Record<string, readonly string[]>> = {
  a: ['á', 'à', 'â', 'ã'],
  á: ['a', 'à', 'â', 'ã'],
  à: ['a', 'á'],
  â: ['a', 'á', 'ã'],
  ã: ['a', 'â'],
  e: ['é', 'ê', 'i'],
  é: ['e', 'ê'],
  ê: ['e', 'é'],
  i: ['í', 'e'],
  í: ['i'],
  o: ['ó', 'ô', 'õ', 'u'],
  ó: ['o', 'ô'],
  ô: ['o', 'ó'],
  õ: ['o'],
  u: ['ú', 'ü', 'o'],
  ú: ['u'],
  c: ['ç', 's'],
  ç: ['c', 's', 'ss'],
  s: ['ç', 'z', 'ss', 'c'],
  z: ['s'],
  m: ['n'],
  n: ['m'],
};

/** A known word one typist's slip away: a confused letter, a doubled or undoubled letter. */
function nearWord(checker: Speller, word: string): string | null {
  for (let i = 0; i < word.length; i += 1) {
    const letter = word[i]!;
    if (i + 1 < word.length && word[i + 1] === letter) {
      const undoubled = word.slice(0, i) + word.slice(i + 1);
      if (isKnown(checker, undoubled)) return undoubled;
      if (letter === 's') {
        const cedilla = `${word.slice(0, i)}ç${word.slice(i + 2)}`;
        if (isKnown(checker, cedilla)) return cedilla;
      }
    }
    const doubled = word.slice(0, i + 1) + letter + word.slice(i + 1);
    if (/[rs]/u.test(letter) && isKnown(checker, doubled)) return doubled;
    for (const replacement of CONFUSIONS[letter] ?? []) {
      const candidate = word.slice(0, i) + replacement + word.slice(i + 1);
      if (isKnown(checker, candidate)) return candidate;
    }
  }
  return null;
}

/**
 * The likely correction of a misspelt lower-case word, or null when the word is fine (or
 * unknown without an obvious correction: names, jargon).
 */
export function misspelling(word: string): string | null {
  const cached = verdicts.get(word);
  if (cached !== undefined) return cached;
  const checker = load();
  const verdict = isKnown(checker, word) ? null : nearWord(checker, word);
  if (verdicts.size >= MAX_CACHED) verdicts.clear();
  verdicts.set(word, verdict);
  return verdict;
}
