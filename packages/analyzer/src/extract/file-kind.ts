/**
 * What kind of contract file some bytes are, decided by their content and never by their name.
 * The one rule used both by the extraction and by the upload route, which refuses other files
 * before storing them. Light on purpose (no pdf.js, no mammoth): the API imports it as
 * `@contrato-claro/analyzer/file-kind`.
 */
import { readZipDirectory } from './zip-guard';

/** PDF readers accept the header anywhere in the first kilobyte; so do we. */
const PDF_HEADER_WINDOW = 1024;
const PDF_HEADER = '%PDF-';
const DOCX_MAIN_PART = 'word/document.xml';

/** The kind of a file: `empty` for no bytes, null for anything that is neither PDF nor DOCX. */
export type FileKind = 'pdf' | 'docx' | 'empty' | null;

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
 * PDF = `%PDF-` in the first kilobyte; DOCX = a zip whose central directory holds
 * word/document.xml. A zip whose directory cannot be read (damaged, or a bomb) counts as DOCX:
 * it is a broken document rather than another kind of file, and its extraction fails with
 * FILE_CORRUPTED, which the user sees with its reason.
 */
export function detectFileKind(bytes: Uint8Array): FileKind {
  if (bytes.length === 0) return 'empty';
  if (isPdf(bytes)) return 'pdf';
  if (!isZip(bytes)) return null;
  const entries = readZipDirectory(bytes);
  if (!entries.ok) return 'docx';
  return entries.value.some((entry) => entry.name === DOCX_MAIN_PART) ? 'docx' : null;
}
