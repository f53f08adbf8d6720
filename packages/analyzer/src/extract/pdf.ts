/**
 * PDF text extraction with pdf.js (legacy build, for Node): every page is read, lines and
 * paragraphs are rebuilt from positions, page furniture is removed.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { TScanProgress } from '@contrato-claro/shared';
import { ok } from '../types';
import type { AnalysisError, ExtractedText, Result } from '../types';
import { extractionError } from './errors';
import { MAX_PAGES } from './limits';
import { normalizeText } from './normalize';
import { joinPages } from './pages';
import { removeFurniture } from './pdf-furniture';
import { findScannedPages, readScannedPages, summarizeOcr } from './ocr';
import type { ScannedPage } from './ocr';
import { buildParagraphs, readLines } from './pdf-layout';
import type { Line, PositionedText } from './pdf-layout';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

type PdfJs = typeof PdfJsModule;

/**
 * The minified files of the legacy build: the same code as pdf.mjs at half the size, which
 * halves the load time under tsx (it transforms every module it loads: ~2 s saved per process).
 */
const PDFJS = 'pdfjs-dist/legacy/build/pdf.min.mjs';
const PDFJS_WORKER = 'pdfjs-dist/legacy/build/pdf.worker.min.mjs';

let pdfjs: Promise<PdfJs> | undefined;
/** pdf.js is slow to load: only pay for it when a PDF arrives. */
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= (import(PDFJS) as Promise<PdfJs>).then((module) => {
    // Node runs pdf.js's worker in this thread; point it at the minified worker too.
    module.GlobalWorkerOptions.workerSrc = pathToFileURL(
      createRequire(import.meta.url).resolve(PDFJS_WORKER),
    ).href;
    return module;
  });
  return pdfjs;
}

/** Where "%%EOF" must appear: a file cut short has lost part of the document. */
const EOF_WINDOW = 1024;
const EOF_MARKER = [0x25, 0x25, 0x45, 0x4f, 0x46]; // %%EOF

function hasEofMarker(bytes: Uint8Array): boolean {
  const from = Math.max(0, bytes.length - EOF_WINDOW);
  outer: for (let i = bytes.length - EOF_MARKER.length; i >= from; i -= 1) {
    for (let j = 0; j < EOF_MARKER.length; j += 1) {
      if (bytes[i + j] !== EOF_MARKER[j]) continue outer;
    }
    return true;
  }
  return false;
}

/** Direction of a text run in quarter turns counter-clockwise (0 = upright), null when skewed. */
function quarterTurns(a: number, b: number): number | null {
  const angle = Math.atan2(b, a);
  const turns = Math.round(angle / (Math.PI / 2));
  if (Math.abs(angle - (turns * Math.PI) / 2) > 0.1) return null;
  return ((turns % 4) + 4) % 4;
}

const COS = [1, 0, -1, 0];
const SIN = [0, 1, 0, -1];

/**
 * Text runs of a page in the frame of its dominant direction: upright pages as they are, pages
 * whose content was drawn rotated (landscape) turned back. Runs in other directions (margin
 * notes, stamps) would break lines apart and are left out.
 */
function toPositioned(items: readonly unknown[]): PositionedText[] {
  const byTurn: PositionedText[][] = [[], [], [], []];
  const characters = [0, 0, 0, 0];
  for (const item of items) {
    if (typeof item !== 'object' || item === null || !('str' in item)) continue;
    const { str, transform, width, height } = item as {
      str: string;
      transform: number[];
      width: number;
      height: number;
    };
    if (str.trim() === '') continue;
    const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = transform;
    const turn = quarterTurns(a, b);
    if (turn === null || ![x, y, width, height].every(Number.isFinite)) continue;
    byTurn[turn]!.push({
      str,
      x: x * COS[turn]! + y * SIN[turn]!,
      y: y * COS[turn]! - x * SIN[turn]!,
      width: Math.abs(width),
      size: Math.abs(height) || Math.hypot(c, d) || 1,
    });
    characters[turn]! += str.length;
  }
  return byTurn[characters.indexOf(Math.max(...characters))]!;
}

/** Fewer letters than this on an A4 page (scaled by area) is no text layer worth keeping. */
const MIN_LETTERS_A4 = 100;
const A4_AREA = 595 * 842;
/**
 * Share of a page's words that must read as words (letters or figures, with a vowel when only
 * letters) for its text layer to be kept: scanners sometimes add a layer of noise.
 */
const MIN_READABLE_SHARE = 0.6;
const READABLE_WORD = /^[("'[]?[\p{L}\p{N}][\p{L}\p{N}.,;:!?ºª°§%$/()'"\]–-]*$/u;
const VOWEL_OR_DIGIT = /[aeiouyáéíóúâêôãõàü\p{N}]/iu;
const LETTER = /\p{L}/gu;

/** Whether the text layer of a page reads as text (rather than nothing, or a scanner's noise). */
function hasUsableText(items: readonly PositionedText[], area: number): boolean {
  const text = items.map((item) => item.str).join(' ');
  const letters = text.match(LETTER)?.length ?? 0;
  if (letters < (MIN_LETTERS_A4 * area) / A4_AREA) return false;
  const words = text.split(/\s+/u).filter((word) => word !== '');
  const readable = words.filter((word) => READABLE_WORD.test(word) && VOWEL_OR_DIGIT.test(word));
  return readable.length >= MIN_READABLE_SHARE * words.length;
}

/** The pages of a PDF: their lines of text, and the pages without a usable text layer. */
interface PdfPages {
  pages: Line[][];
  textless: ScannedPage[];
}

/**
 * Reads the lines of every page, and notes the pages without a usable text layer (scanned, or
 * blank). Each page's text runs become lines as soon as it is read, and pdf.js frees the page:
 * memory grows with the text, not with the runs and objects of every page at once. Any pdf.js
 * failure is a property of the file.
 */
async function readPdf(bytes: Uint8Array): Promise<Result<PdfPages, AnalysisError>> {
  const { getDocument, VerbosityLevel } = await loadPdfJs();
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    // Lenient parsing: real contracts often carry broken fonts that do not affect their text.
    stopAtErrors: false,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    const document = await task.promise;
    if (document.numPages > MAX_PAGES) {
      return extractionError('TOO_MANY_PAGES', `${document.numPages} pages`);
    }
    if (document.numPages === 0) return extractionError('EMPTY_DOCUMENT', 'no pages');
    const pages: Line[][] = [];
    const textless: ScannedPage[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const items = toPositioned(content.items);
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
      const size = { width: Math.abs(x1 - x0), height: Math.abs(y1 - y0) };
      if (!hasUsableText(items, size.width * size.height)) textless.push({ number, ...size });
      pages.push(readLines(items));
      page.cleanup();
    }
    return ok({ pages, textless });
  } catch (error) {
    const name = error instanceof Error ? error.name : typeof error;
    return name === 'PasswordException'
      ? extractionError('PDF_ENCRYPTED')
      : extractionError('FILE_CORRUPTED', `pdf.js: ${name}`);
  } finally {
    await task.destroy();
  }
}

/**
 * Extracts the text of a PDF (bytes already known to start like a PDF). Scanned pages are read
 * by OCR (`onScanPage` is told before each one); pages with a good text layer keep it.
 */
export async function extractPdf(
  bytes: Uint8Array,
  onScanPage?: (progress: TScanProgress) => void,
): Promise<Result<ExtractedText, AnalysisError>> {
  if (!hasEofMarker(bytes)) return extractionError('FILE_CORRUPTED', 'pdf truncated: no %%EOF');
  const read = await readPdf(bytes);
  if (!read.ok) return read;
  const { pages, textless } = read.value;
  const scanned = await findScannedPages(bytes, textless, pages.length);
  if (!scanned.ok) return scanned;
  const ocr = await readScannedPages(bytes, scanned.value, onScanPage);
  if (!ocr.ok) return ocr;
  for (const [number, page] of ocr.value) pages[number - 1] = readLines(page.items);
  const lines = removeFurniture(pages);
  const pageTexts = lines.map((pageLines) => normalizeText(buildParagraphs(pageLines).join('\n')));
  if (pageTexts.every((text) => text === '')) {
    return extractionError('NO_TEXT_FOUND', `${pageTexts.length} pages without text`);
  }
  const { text, pages: spans } = joinPages(pageTexts);
  const extracted: ExtractedText = { kind: 'pdf', text, pages: spans, pageCount: pageTexts.length };
  if (ocr.value.size > 0) extracted.ocr = summarizeOcr(text, spans, ocr.value);
  return ok(extracted);
}
