import type { TEntities } from '@contrato-claro/shared';
import type { SegmentedDocument } from '../types';
import { extractCitations } from './citations';
import { extractDates } from './dates';
import { extractDurations } from './durations';
import { extractIndices } from './indices';
import { extractMoney } from './money';
import { extractParties } from './parties';
import { extractPercentages } from './percentages';
import { extractPlaceholders } from './placeholders';

/**
 * The spans of `items` that start outside every span of `covers` — both sorted by start — in one
 * pass over the two lists. "Lei nº 8.245, de 18 de outubro de 1991": the date is the law's.
 */
function outside<T extends { start: number }>(
  items: readonly T[],
  covers: readonly { start: number; end: number }[],
): T[] {
  let cover = 0;
  return items.filter((item) => {
    while (cover < covers.length && covers[cover]!.end <= item.start) cover += 1;
    const current = covers[cover];
    return current === undefined || item.start < current.start;
  });
}

/**
 * Every entity of a segmented document, each with its span in `doc.text` and its normalised
 * value. Each extractor makes a bounded number of passes over the folded text: linear time.
 */
export function extractEntities(doc: SegmentedDocument): TEntities {
  const citations = extractCitations(doc);
  return {
    money: extractMoney(doc),
    percentages: extractPercentages(doc),
    dates: outside(extractDates(doc), citations),
    durations: extractDurations(doc),
    indices: extractIndices(doc),
    parties: extractParties(doc),
    citations,
    placeholders: extractPlaceholders(doc),
  };
}
