/**
 * Readability measures for Portuguese: syllables by vowel groups and the Flesch reading ease
 * adapted by Martins et al. (1996).
 */

const VOWEL_GROUP = /[aeiouáéíóúâêôãõàüy]+/giu;
const WORD = /\p{L}+(?:-\p{L}+)*/gu;

/** Syllables of a word, approximated by its vowel groups (diphthongs count once). */
export function countSyllables(word: string): number {
  return Math.max(1, word.match(VOWEL_GROUP)?.length ?? 0);
}

/** The words of a text. */
export const wordsOf = (text: string): string[] => text.match(WORD) ?? [];

/** Flesch reading ease for Portuguese: 248.835 − 1.015·(words/sentences) − 84.6·(syllables/words). */
export function fleschPortuguese(words: number, sentences: number, syllables: number): number {
  if (words === 0 || sentences === 0) return 100;
  return 248.835 - 1.015 * (words / sentences) - 84.6 * (syllables / words);
}
