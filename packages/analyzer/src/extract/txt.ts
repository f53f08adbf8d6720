/** Plain UTF-8 text, for corpus work. Form feeds, when present, separate pages. */
import { ok } from '../types';
import type { AnalysisError, ExtractedText, Result } from '../types';
import { extractionError } from './errors';
import { MAX_PAGES } from './limits';
import { normalizeText } from './normalize';
import { joinPages, paginate } from './pages';

/** Extracts a .txt file; bytes that are not valid UTF-8 text are not a supported file. */
export function extractTxt(bytes: Uint8Array): Result<ExtractedText, AnalysisError> {
  let raw: string;
  try {
    raw = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return extractionError('UNSUPPORTED_FILE_TYPE', 'txt: not utf-8');
  }
  if (raw.includes('\u0000')) return extractionError('UNSUPPORTED_FILE_TYPE', 'txt: binary');
  const pageTexts = raw.split('\f').map(normalizeText);
  const paged =
    pageTexts.length > 1
      ? joinPages(pageTexts)
      : { text: pageTexts[0] ?? '', pages: paginate(pageTexts[0] ?? '') };
  if (paged.text === '') return extractionError('EMPTY_DOCUMENT', 'txt without text');
  if (paged.pages.length > MAX_PAGES) {
    return extractionError('TOO_MANY_PAGES', `${paged.pages.length} pages`);
  }
  return ok({ kind: 'txt', ...paged, pageCount: paged.pages.length });
}
