/**
 * Extraction: bytes in, normalised text with page spans out. The file type is decided by its
 * bytes, never by its name; every expected failure is a value.
 */
import type { AnalysisError, ExtractedText, Result } from '../types';
import { extractDocx } from './docx';
import { extractionError } from './errors';
import { extractPdf } from './pdf';
import { extractTxt } from './txt';
import { readZipDirectory } from './zip-guard';

export { MAX_PAGES } from './limits';
export { normalizeText } from './normalize';

/** PDF readers accept the header anywhere in the first kilobyte; so do we. */
const PDF_HEADER_WINDOW = 1024;
const PDF_HEADER = '%PDF-';
const DOCX_MAIN_PART = 'word/document.xml';

function isPdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, PDF_HEADER_WINDOW));
  return head.includes(PDF_HEADER);
}

/** A local file header, or the end record of an empty archive. */
const isZip = (bytes: Uint8Array): boolean =>
  bytes[0] === 0x50 &&
  bytes[1] === 0x4b &&
  (bytes[2] === 3 || bytes[2] === 5) &&
  bytes[3] === bytes[2] + 1;

/**
 * Extracts the text of a contract file. PDF (`%PDF-`) and DOCX (a zip holding
 * word/document.xml) are recognised by their bytes; `.txt` files (valid UTF-8) are accepted by
 * name for corpus work. Never throws on bad input: failures are `UNSUPPORTED_FILE_TYPE`,
 * `FILE_CORRUPTED`, `PDF_ENCRYPTED`, `NO_TEXT_FOUND`, `EMPTY_DOCUMENT` or `TOO_MANY_PAGES`.
 */
export async function extract(
  bytes: Uint8Array,
  options: { fileName: string },
): Promise<Result<ExtractedText, AnalysisError>> {
  if (bytes.length === 0) return extractionError('EMPTY_DOCUMENT', 'empty file');
  if (isPdf(bytes)) return extractPdf(bytes);
  if (isZip(bytes)) {
    const entries = readZipDirectory(bytes);
    if (!entries.ok) return entries;
    if (!entries.value.some((entry) => entry.name === DOCX_MAIN_PART)) {
      return extractionError('UNSUPPORTED_FILE_TYPE', 'zip without word/document.xml');
    }
    return extractDocx(bytes, entries.value);
  }
  if (options.fileName.toLowerCase().endsWith('.txt')) return extractTxt(bytes);
  return extractionError('UNSUPPORTED_FILE_TYPE', 'unknown magic bytes');
}
