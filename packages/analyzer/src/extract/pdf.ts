/**
 * PDF text extraction with pdf.js (legacy build, for Node): every page is read, lines and
 * paragraphs are rebuilt from positions, page furniture is removed.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { ok } from '../types';
import type { AnalysisError, ExtractedText, Result } from '../types';
import { extractionError } from './errors';
import { MAX_PAGES } from './limits';
import { normalizeText } from './normalize';
import { joinPages } from './pages';
import { removeFurniture } from './pdf-furniture';
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

/** Reads the positioned text of every page. Any pdf.js failure is a property of the file. */
async function readPdf(bytes: Uint8Array): Promise<Result<PositionedText[][], AnalysisError>> {
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
    const pages: PositionedText[][] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(toPositioned(content.items));
      page.cleanup();
    }
    return ok(pages);
  } catch (error) {
    const name = error instanceof Error ? error.name : typeof error;
    return name === 'PasswordException'
      ? extractionError('PDF_ENCRYPTED')
      : extractionError('FILE_CORRUPTED', `pdf.js: ${name}`);
  } finally {
    await task.destroy();
  }
}

/** Extracts the text of a PDF (bytes already known to start like a PDF). */
export async function extractPdf(bytes: Uint8Array): Promise<Result<ExtractedText, AnalysisError>> {
  if (!hasEofMarker(bytes)) return extractionError('FILE_CORRUPTED', 'pdf truncated: no %%EOF');
  const read = await readPdf(bytes);
  if (!read.ok) return read;
  const lines: Line[][] = removeFurniture(read.value.map(readLines));
  const pageTexts = lines.map((pageLines) => normalizeText(buildParagraphs(pageLines).join('\n')));
  if (pageTexts.every((text) => text === '')) {
    return extractionError('NO_TEXT_FOUND', `${pageTexts.length} pages without text`);
  }
  const { text, pages } = joinPages(pageTexts);
  return ok({ kind: 'pdf', text, pages, pageCount: pageTexts.length });
}
