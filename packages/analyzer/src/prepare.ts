import { normalizeText } from './extract/normalize';
import { paginate } from './extract/pages';
import { classify } from './classify';
import { extractEntities } from './entities';
import { segment } from './structure/outline';
import type { AnalyzedDocument, ExtractedText } from './types';

/** Runs the language stages on extracted text: segmentation, entities and classification. */
export function prepareDocument(extracted: ExtractedText): AnalyzedDocument {
  const segmented = segment(extracted);
  const entities = extractEntities(segmented);
  return { ...segmented, entities, classification: classify(segmented, entities) };
}

/** Normalises plain text as extraction would and prepares it (for tests and corpus work). */
export function documentFromText(raw: string): AnalyzedDocument {
  const text = normalizeText(raw);
  const pages = paginate(text);
  return prepareDocument({ kind: 'txt', text, pages, pageCount: pages.length });
}
