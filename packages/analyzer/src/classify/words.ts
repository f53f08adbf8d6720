/** Word and two-word-phrase counts of folded text: the statistical evidence of the classifier. */

/** Only the first pages are read: the kind of a contract shows there, and it keeps time flat. */
const MAX_CHARS = 120_000;

function isLetter(code: number): boolean {
  return code >= 97 && code <= 122;
}

/**
 * Counts every word (runs of a–z in folded text) and every pair of consecutive words ("compra
 * e", "capital social") in the first 120,000 characters. Hyphens join nothing: "código-fonte"
 * counts as "codigo fonte".
 */
export function countWords(fold: string): Map<string, number> {
  const counts = new Map<string, number>();
  const bump = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  const limit = Math.min(fold.length, MAX_CHARS);
  let previous: string | null = null;
  let at = 0;
  while (at < limit) {
    if (!isLetter(fold.charCodeAt(at))) {
      // A sentence or line break ends a phrase.
      if (/[.;:!?\n]/u.test(fold[at]!)) previous = null;
      at += 1;
      continue;
    }
    const start = at;
    while (at < limit && isLetter(fold.charCodeAt(at))) at += 1;
    const word = fold.slice(start, at);
    bump(word);
    if (previous !== null) bump(`${previous} ${word}`);
    previous = word;
  }
  return counts;
}
