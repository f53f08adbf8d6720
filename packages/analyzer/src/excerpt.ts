import { snapToWords } from './text/words';

/** Longest excerpt of a clause quoted in a finding. */
export const MAX_EXCERPT = 300;

/** The end of a sentence or of a clause item, where an excerpt may stop or start whole. */
const SENTENCE_END = /[.;:!?](?=\s)|\n/gu;

/**
 * The excerpt of the clause around a span: the whole clause when short, else a window of at most
 * MAX_EXCERPT characters that starts and ends at sentence boundaries when the window holds one
 * around the span, else between words — never inside a word ("o exercício de dire…"). An
 * ellipsis marks each side where the clause goes on.
 */
export function excerptOf(
  text: string,
  clauseStart: number,
  clauseEnd: number,
  start: number,
): string {
  const whole = text.slice(clauseStart, clauseEnd).trim();
  if (whole.length <= MAX_EXCERPT) return whole;
  const room = MAX_EXCERPT - 2; // one ellipsis on each side
  let from = Math.max(clauseStart, Math.min(start - 80, clauseEnd - room));
  // Start at the last sentence that begins before the span, else at the next word.
  if (from > clauseStart) {
    const before = text.slice(from, Math.max(from, start));
    const last = [...before.matchAll(SENTENCE_END)].at(-1);
    from =
      last === undefined
        ? snapToWords(text, from, clauseEnd, start).from
        : from + last.index + last[0].length;
  }
  let to = Math.min(clauseEnd, from + room);
  // End after the last sentence that ends past the span, else after the last whole word.
  if (to < clauseEnd) {
    const spanAt = Math.max(0, start - from);
    const last = [...text.slice(from, to).matchAll(SENTENCE_END)]
      .filter((end) => end.index >= spanAt)
      .at(-1);
    to =
      last === undefined
        ? snapToWords(text, from, to, from, start).to
        : from + last.index + (last[0] === '\n' ? 0 : 1);
  }
  const cut = text
    .slice(from, to)
    .trim()
    .replace(/[,;:(–-]+$/u, '')
    .trimEnd();
  return `${from > clauseStart ? '…' : ''}${cut}${to < clauseEnd ? '…' : ''}`;
}
