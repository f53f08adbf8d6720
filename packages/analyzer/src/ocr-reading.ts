/**
 * What an analysis says about a document read by OCR: the pages read, their quality, and the
 * money values and dates read from doubtful words, marked `needsCheck` so that no one trusts
 * them silently.
 */
import type { TAnalysis } from '@contrato-claro/shared';
import type { OcrText } from './types';

type Span = { start: number; end: number };

const overlaps = (span: Span, doubtful: readonly Span[]): boolean =>
  doubtful.some((word) => word.start < span.end && span.start < word.end);

function marked<T extends Span>(items: readonly T[], doubtful: readonly Span[]): T[] {
  return items.map((item) => (overlaps(item, doubtful) ? { ...item, needsCheck: true } : item));
}

/** The analysis of a document some of whose pages OCR read. */
export function withOcrReading(analysis: TAnalysis, ocr: OcrText): TAnalysis {
  const { doubtful } = ocr;
  return {
    ...analysis,
    entities: {
      ...analysis.entities,
      money: marked(analysis.entities.money, doubtful),
      dates: marked(analysis.entities.dates, doubtful),
    },
    importantDates: marked(analysis.importantDates, doubtful),
    ocr: { pages: ocr.pages, confidence: ocr.confidence, lowQualityPages: ocr.lowQualityPages },
  };
}
