/**
 * Clause functions by content: every paragraph of the document scored by the learned model
 * (`model.ts`) for each function it may perform (objeto, pagamento, vigência…), computed once per
 * document. The checklist combines these scores with its rules, so an element written in other
 * words or under another heading is still found.
 */
import type { SegmentedDocument } from '../types';
import { featuresOf, type ClauseFunction } from './features';
import { MODEL, scoreFeatures, type FunctionScores } from './model';
import { headingsOf, splitParagraphs, type Paragraph } from './paragraphs';

export { CLAUSE_FUNCTIONS, type ClauseFunction } from './features';

/** A paragraph with the probability of each function. */
export interface ScoredParagraph extends Paragraph {
  scores: FunctionScores;
}

const cache = new WeakMap<SegmentedDocument, ScoredParagraph[]>();

/** The paragraphs of `doc` with their function scores, in text order. */
export function clauseFunctions(doc: SegmentedDocument): ScoredParagraph[] {
  let scored = cache.get(doc);
  if (scored !== undefined) return scored;
  const paragraphs = splitParagraphs(doc.text);
  const headings = headingsOf(paragraphs);
  scored = paragraphs.map((paragraph, i) => ({
    ...paragraph,
    scores: scoreFeatures(MODEL, featuresOf(paragraph.text, headings[i]!)),
  }));
  cache.set(doc, scored);
  return scored;
}

/** The paragraph most likely to perform `fn`, if any scores at least `threshold`. */
export function bestParagraph(
  doc: SegmentedDocument,
  fn: ClauseFunction,
  threshold: number,
): ScoredParagraph | null {
  let best: ScoredParagraph | null = null;
  for (const paragraph of clauseFunctions(doc)) {
    if (
      paragraph.scores[fn] >= threshold &&
      (best === null || paragraph.scores[fn] > best.scores[fn])
    )
      best = paragraph;
  }
  return best;
}
