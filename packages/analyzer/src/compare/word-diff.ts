import type { TDiffPart } from '@contrato-claro/shared';
import { diffWordsWithSpace } from 'diff';

/** A clause pair whose word diff takes longer than this is shown as replaced whole. */
const DIFF_TIMEOUT_MS = 1_000;

/**
 * The word-level difference between two versions of a clause (jsdiff), consecutive parts of the
 * same kind merged. Should the diff take too long (two unrelated giant clauses), the old text is
 * shown deleted and the new one inserted.
 */
export function diffWords(before: string, after: string): TDiffPart[] {
  const changes = diffWordsWithSpace(before, after, { timeout: DIFF_TIMEOUT_MS });
  if (!changes) {
    return [
      { op: 'delete', text: before },
      { op: 'insert', text: after },
    ];
  }
  const parts: TDiffPart[] = [];
  for (const change of changes) {
    const op = change.added ? 'insert' : change.removed ? 'delete' : 'equal';
    const last = parts.at(-1);
    if (last?.op === op) last.text += change.value;
    else parts.push({ op, text: change.value });
  }
  return parts;
}
