import type { Unit } from './units';

/**
 * Two bodies this similar (Dice coefficient of their words) are the same clause, edited. Below
 * it, a clause of one version is taken as removed and the other's as added.
 */
export const SAME_CLAUSE_SIMILARITY = 0.5;
/** What an unchanged title adds to the similarity of two edited clauses. */
const TITLE_BONUS = 0.05;

/** Which unit of the new version each unit of the earlier one became (null: removed). */
export interface Alignment {
  /** `afterOf[i]`: the index of earlier unit i in the new version, or null. */
  afterOf: (number | null)[];
  /** `beforeOf[j]`: the index of new unit j in the earlier version, or null. */
  beforeOf: (number | null)[];
}

/** Dice coefficient of two word multisets. */
function similarity(a: Unit, b: Unit): number {
  if (a.size === 0 || b.size === 0) return 0;
  const [small, large] = a.words.size <= b.words.size ? [a, b] : [b, a];
  let shared = 0;
  for (const [word, count] of small.words) shared += Math.min(count, large.words.get(word) ?? 0);
  return (2 * shared) / (a.size + b.size);
}

/**
 * Aligns the clauses of two versions by content, whatever their numbers and places: first the
 * clauses whose bodies (the text without its numbering) are identical, in order; then, among the
 * rest, the most similar pairs first, down to SAME_CLAUSE_SIMILARITY. A clause renumbered or
 * moved is found by its words, an edited one by most of them.
 */
export function alignUnits(before: readonly Unit[], after: readonly Unit[]): Alignment {
  const afterOf: (number | null)[] = before.map(() => null);
  const beforeOf: (number | null)[] = after.map(() => null);
  const pair = (i: number, j: number) => {
    afterOf[i] = j;
    beforeOf[j] = i;
  };

  const byBody = new Map<string, number[]>();
  after.forEach((unit, j) => {
    const list = byBody.get(unit.body);
    if (list) list.push(j);
    else byBody.set(unit.body, [j]);
  });
  before.forEach((unit, i) => {
    const next = byBody.get(unit.body)?.shift();
    if (next !== undefined) pair(i, next);
  });

  const left = before.flatMap((_, i) => (afterOf[i] === null ? [i] : []));
  const right = after.flatMap((_, j) => (beforeOf[j] === null ? [j] : []));
  const candidates: { i: number; j: number; score: number }[] = [];
  for (const i of left) {
    const a = before[i]!;
    for (const j of right) {
      const b = after[j]!;
      // Dice cannot reach the threshold when one clause is over three times the other.
      if (Math.min(a.size, b.size) * 3 < Math.max(a.size, b.size)) continue;
      const bonus = a.title !== null && a.title === b.title ? TITLE_BONUS : 0;
      const score = similarity(a, b) + bonus;
      if (score >= SAME_CLAUSE_SIMILARITY) candidates.push({ i, j, score });
    }
  }
  // Most similar first; on a tie, the pair closest in place.
  candidates.sort((x, y) => y.score - x.score || Math.abs(x.i - x.j) - Math.abs(y.i - y.j));
  for (const { i, j } of candidates) {
    if (afterOf[i] === null && beforeOf[j] === null) pair(i, j);
  }
  return { afterOf, beforeOf };
}

/**
 * The earlier units whose clause changed places: those outside a longest run of pairs that keeps
 * its order in both versions (patience sorting, O(n log n)).
 */
export function movedUnits(alignment: Alignment): Set<number> {
  const pairs = alignment.afterOf.flatMap((j, i) => (j === null ? [] : [{ i, j }]));
  const tails: number[] = [];
  const previous: number[] = pairs.map(() => -1);
  for (let k = 0; k < pairs.length; k += 1) {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (pairs[tails[middle]!]!.j < pairs[k]!.j) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[k] = tails[low - 1]!;
    tails[low] = k;
  }
  const kept = new Set<number>();
  for (let k = tails.at(-1) ?? -1; k >= 0; k = previous[k]!) kept.add(pairs[k]!.i);
  return new Set(pairs.filter(({ i }) => !kept.has(i)).map(({ i }) => i));
}
