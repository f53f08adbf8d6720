/**
 * Extraction: bytes in, normalised text with page spans out. The file type is decided by its
 * bytes, never by its name; every expected failure is a value.
 */
import type { TScanProgress } from '@contrato-claro/shared';
import type { AnalysisError, ExtractedText, Result } from '../types';
import { extractDocx } from './docx';
import { extractionError } from './errors';
import { extractPdf } from './pdf';
import { extractTxt } from './txt';
import { detectFileKind } from './file-kind';
import { readZipDirectory } from './zip-guard';

export { MAX_PAGES } from './limits';
export { normalizeText } from './normalize';

/**
 * Extracts the text of a contract file. PDF (`%PDF-`) and DOCX (a zip holding
 * word/document.xml) are recognised by their bytes; `.txt` files (valid UTF-8) are accepted by
 * name for corpus work. Scanned PDF pages are read by OCR (`onScanPage` hears of each). Never
 * throws on bad input: failures are `UNSUPPORTED_FILE_TYPE`, `FILE_CORRUPTED`, `PDF_ENCRYPTED`,
 * `NO_TEXT_FOUND`, `EMPTY_DOCUMENT`, `TOO_MANY_PAGES`, `TOO_MANY_SCANNED_PAGES` or
 * `OCR_UNAVAILABLE`.
 */
export async function extract(
  bytes: Uint8Array,
  options: { fileName: string; onScanPage?: (progress: TScanProgress) => void },
): Promise<Result<ExtractedText, AnalysisError>> {
  const kind = detectFileKind(bytes);
  if (kind === 'empty') return extractionError('EMPTY_DOCUMENT', 'empty file');
  if (kind === 'pdf') return extractPdf(bytes, options.onScanPage);
  if (kind === 'docx') {
    const entries = readZipDirectory(bytes);
    return entries.ok ? extractDocx(bytes, entries.value) : entries;
  }
  if (options.fileName.toLowerCase().endsWith('.txt')) return extractTxt(bytes);
  return extractionError('UNSUPPORTED_FILE_TYPE', 'unknown magic bytes');
}
