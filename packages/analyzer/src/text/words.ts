/** A letter or digit: a cut between two of them splits a word ("dire|ito"). */
const WORD_CHAR = /[\p{L}\p{N}]/u;

const isInsideWord = (text: string, at: number): boolean =>
  WORD_CHAR.test(text[at - 1] ?? '') && WORD_CHAR.test(text[at] ?? '');

/**
 * A window [from, to) of `text` moved inwards to whole words: `from` forward and `to` backward
 * while they fall inside a word, never past the span [keepFrom, keepTo) the window must hold. A
 * window that is one word too long to hold whole is left as it was.
 */
export function snapToWords(
  text: string,
  from: number,
  to: number,
  keepFrom = from,
  keepTo = from,
): { from: number; to: number } {
  let start = from;
  while (start < keepFrom && isInsideWord(text, start)) start += 1;
  let end = to;
  while (end > Math.max(start, keepTo) && isInsideWord(text, end)) end -= 1;
  return end > start ? { from: start, to: end } : { from, to };
}
