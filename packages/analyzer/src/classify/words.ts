/** Word and two-word-phrase counts of folded text: the statistical evidence of the classifier. */

/** Only the first pages are read: the kind of a contract shows there, and it keeps time flat. */
export const MAX_CHARS = 120_000;

/** The words and phrases a classifier cares about. */
export interface Vocabulary {
  /** Single words to count. */
  words: ReadonlySet<string>;
  /** Two-word phrases to count ("compra e", "capital social"). */
  phrases: ReadonlySet<string>;
  /** First words of the phrases. */
  heads: ReadonlySet<string>;
}

/** Counts of the vocabulary's words and phrases, and how many words were read in all. */
export interface WordCounts {
  counts: Map<string, number>;
  total: number;
}

function isLetter(code: number): boolean {
  return code >= 97 && code <= 122;
}

/** Builds a vocabulary from terms of one or two words. */
export function vocabularyOf(terms: Iterable<string>): Vocabulary {
  const words = new Set<string>();
  const phrases = new Set<string>();
  for (const term of terms) (term.includes(' ') ? phrases : words).add(term);
  const heads = new Set([...phrases].map((phrase) => phrase.split(' ')[0]!));
  return { words, phrases, heads };
}

/**
 * Counts the vocabulary's words (runs of a–z in folded text) and two-word phrases in the first
 * 120,000 characters. A phrase does not cross a sentence or line break; hyphens join nothing, so
 * "código-fonte" counts as "codigo fonte".
 */
export function countWords(fold: string, vocabulary: Vocabulary): WordCounts {
  const counts = new Map<string, number>();
  const bump = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  const limit = Math.min(fold.length, MAX_CHARS);
  let total = 0;
  let previous: string | null = null;
  let at = 0;
  while (at < limit) {
    if (!isLetter(fold.charCodeAt(at))) {
      if (/[.;:!?\n]/u.test(fold[at]!)) previous = null;
      at += 1;
      continue;
    }
    const start = at;
    while (at < limit && isLetter(fold.charCodeAt(at))) at += 1;
    const word = fold.slice(start, at);
    total += 1;
    if (vocabulary.words.has(word)) bump(word);
    if (previous !== null && vocabulary.phrases.has(`${previous} ${word}`)) {
      bump(`${previous} ${word}`);
    }
    previous = vocabulary.heads.has(word) ? word : null;
  }
  return { counts, total };
}
