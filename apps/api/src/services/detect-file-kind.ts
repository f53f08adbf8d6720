import type { TFileKind } from '@contrato-claro/shared';

/** PDF readers accept the header anywhere in the first kilobyte; so does the analyzer. */
const PDF_HEADER_WINDOW = 1024;
const CENTRAL_DIRECTORY_SIGNATURE = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
const CENTRAL_HEADER_SIZE = 46;
const DOCX_MAIN_PART = 'word/document.xml';

const isZip = (bytes: Buffer) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4;

/** True when a central-directory record of the zip names `word/document.xml`. */
function zipHoldsWordDocument(bytes: Buffer): boolean {
  let at = bytes.indexOf(CENTRAL_DIRECTORY_SIGNATURE);
  while (at !== -1 && at + CENTRAL_HEADER_SIZE <= bytes.length) {
    const nameLength = bytes.readUInt16LE(at + 28);
    const name = bytes.toString(
      'latin1',
      at + CENTRAL_HEADER_SIZE,
      at + CENTRAL_HEADER_SIZE + nameLength,
    );
    if (name === DOCX_MAIN_PART) return true;
    at = bytes.indexOf(CENTRAL_DIRECTORY_SIGNATURE, at + 4);
  }
  return false;
}

/** How much of the end of a file is searched for the zip's central directory. */
export const ZIP_TAIL_BYTES = 1024 * 1024;

/**
 * The kind of an uploaded file by its bytes, never its name or declared type, with the
 * analyzer's rule: PDF = `%PDF-` in the first kilobyte; DOCX = a zip whose central directory
 * holds `word/document.xml`. `head` is the start of the file, `tail` its last ZIP_TAIL_BYTES
 * (where the central directory lives). `empty` for no bytes; null for anything else.
 */
export function detectFileKind(head: Buffer, tail: Buffer): TFileKind | 'empty' | null {
  if (head.length === 0) return 'empty';
  if (head.toString('latin1', 0, PDF_HEADER_WINDOW).includes('%PDF-')) return 'pdf';
  if (isZip(head) && zipHoldsWordDocument(tail)) return 'docx';
  return null;
}
