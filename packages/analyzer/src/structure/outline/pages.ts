import type { PageSpan } from '../../types';

/**
 * The 1-based page on which `offset` lies, by binary search over page spans sorted by start; an
 * offset between two spans belongs to the page before it. Null when there are no pages.
 */
export function pageAt(pages: readonly PageSpan[], offset: number): number | null {
  let low = 0;
  let high = pages.length - 1;
  let found: PageSpan | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const span = pages[middle]!;
    if (span.start <= offset) {
      found = span;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return (found ?? pages[0])?.page ?? null;
}
