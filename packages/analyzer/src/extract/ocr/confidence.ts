/**
 * How well OCR read a document: a confidence per page from its words' confidences, the pages
 * read poorly, and where in the text the doubtful words ended up, so that money values and dates
 * read from them are marked for checking.
 */
import type { OcrText, PageSpan } from '../../types';
import { normalizeText } from '../normalize';
import type { OcrPageText, OcrWord } from './tsv';

/** Words Tesseract is less sure of than this (0–100) are doubtful. */
const DOUBTFUL_WORD_CONFIDENCE = 70;
/** Pages whose mean word confidence is below this were read with low quality. */
const LOW_QUALITY_PAGE_CONFIDENCE = 85;
/** A page this share of whose letters are in doubtful words was read with low quality too. */
const MAX_DOUBTFUL_SHARE = 0.08;

/** Mean confidence weighted by word length, and the share of letters in doubtful words. */
function measure(words: readonly OcrWord[]): { confidence: number; doubtfulShare: number } {
  let weight = 0;
  let sum = 0;
  let doubtful = 0;
  for (const word of words) {
    weight += word.text.length;
    sum += word.text.length * word.confidence;
    if (word.confidence < DOUBTFUL_WORD_CONFIDENCE) doubtful += word.text.length;
  }
  return weight === 0
    ? { confidence: 0, doubtfulShare: 0 }
    : { confidence: sum / weight, doubtfulShare: doubtful / weight };
}

/**
 * Finds the doubtful words of a page in its span of the final text, in reading order (a word
 * not found — dropped as furniture, or joined across a hyphen — is skipped).
 */
function locateDoubtful(
  text: string,
  span: PageSpan,
  words: readonly OcrWord[],
): { start: number; end: number }[] {
  const found: { start: number; end: number }[] = [];
  let cursor = span.start;
  for (const word of words) {
    const needle = normalizeText(word.text).replace(/-$/u, '');
    if (needle === '') continue;
    const at = text.indexOf(needle, cursor);
    if (at === -1 || at + needle.length > span.end) continue;
    cursor = at + needle.length;
    if (word.confidence < DOUBTFUL_WORD_CONFIDENCE) found.push({ start: at, end: cursor });
  }
  return found;
}

/** What OCR contributed to the text: its pages, their quality and the doubtful spans. */
export function summarizeOcr(
  text: string,
  spans: readonly PageSpan[],
  readings: ReadonlyMap<number, OcrPageText>,
): OcrText {
  const pages = [...readings.keys()].sort((a, b) => a - b);
  const lowQualityPages: number[] = [];
  const doubtful: { start: number; end: number }[] = [];
  for (const page of pages) {
    const { words } = readings.get(page)!;
    const { confidence, doubtfulShare } = measure(words);
    if (confidence < LOW_QUALITY_PAGE_CONFIDENCE || doubtfulShare > MAX_DOUBTFUL_SHARE) {
      lowQualityPages.push(page);
    }
    const span = spans.find((candidate) => candidate.page === page);
    if (span) doubtful.push(...locateDoubtful(text, span, words));
  }
  const all = measure(pages.flatMap((page) => readings.get(page)!.words));
  return {
    pages,
    confidence: Math.round(all.confidence * 10) / 10,
    lowQualityPages,
    doubtful,
  };
}
