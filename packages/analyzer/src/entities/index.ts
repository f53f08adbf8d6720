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
 * Every entity of a segmented document, each with its span in `doc.text` and its normalised
 * value. Each extractor makes a bounded number of passes over the folded text: linear time.
 */
export function extractEntities(doc: SegmentedDocument): TEntities {
  const citations = extractCitations(doc);
  // "Lei nº 8.245, de 18 de outubro de 1991": the date belongs to the citation, not the contract.
  const isCited = (date: { start: number }) =>
    citations.some((citation) => date.start >= citation.start && date.start < citation.end);
  return {
    money: extractMoney(doc),
    percentages: extractPercentages(doc),
    dates: extractDates(doc).filter((date) => !isCited(date)),
    durations: extractDurations(doc),
    indices: extractIndices(doc),
    parties: extractParties(doc),
    citations,
    placeholders: extractPlaceholders(doc),
  };
}
