/**
 * OCR of scanned PDF pages (Debian `poppler-utils`, `tesseract-ocr`, `tesseract-ocr-por`): scanned
 * pages are found with `pdfimages -list`, each is rendered by `pdftoppm`, its coloured ink
 * dropped and its skew straightened, and Tesseract reads it with its Portuguese model, one page
 * at a time. Tesseract's automatic page segmentation (`--psm 1`) detects the orientation of a
 * sideways or upside-down page.
 */
import { MAX_OCR_PAGES, type TScanProgress } from '@contrato-claro/shared';
import { ok, type AnalysisError, type Result } from '../../types';
import { extractionError } from '../errors';
import { deskew, measureSkew, readPnm, writePgm, type GreyImage } from './page-image';
import { runTool, type ToolFailure } from './run-tool';
import { readTsv, type OcrPageText } from './tsv';

export { summarizeOcr } from './confidence';

/** Resolution pages are rendered at: Tesseract reads 10–12 pt print best at 300 dpi. */
const OCR_DPI = 300;
/** Longest side of a rendered page in pixels (A4 at 300 dpi is 3508): bounds memory and time. */
const MAX_IMAGE_SIDE = 4200;
/**
 * A page more crooked than this (0.4°) is straightened before it is read: Tesseract's layout
 * analysis loses whole lines of pages a few degrees off.
 */
const MIN_SKEW = (0.4 * Math.PI) / 180;
/**
 * One page may not take longer than this: a page takes 2 s of CPU, but a busy machine stretches
 * that; the analysis' own time limit bounds the whole document.
 */
const PAGE_TIMEOUT_MS = 60_000;
/** A colour page of MAX_IMAGE_SIDE² pixels at most, plus its header. */
const MAX_IMAGE_BYTES = 3 * MAX_IMAGE_SIDE * MAX_IMAGE_SIDE + 1024;
const MAX_TSV_BYTES = 8 * 1024 * 1024;

/** A page to read: its number and its size in points. */
export interface ScannedPage {
  number: number;
  width: number;
  height: number;
  /** Whether it holds colour images (rendered in colour, to drop coloured ink, else in grey). */
  hasColour?: boolean;
}

/**
 * A tool failing on a page it could start on: the page is broken, or too hard to read in time
 * (a page of fine stripes keeps Tesseract's layout analysis busy for long).
 */
const toolError = (failure: ToolFailure, tool: string): Result<never, AnalysisError> =>
  extractionError(
    failure === 'timeout' ? 'ANALYSIS_TIMEOUT' : 'FILE_CORRUPTED',
    `${tool} ${failure}`,
  );

/** By PATH: the tools found depend on it. */
const availability = new Map<string, Promise<Result<true, AnalysisError>>>();

/**
 * Whether this machine can read scans: pdftoppm and Tesseract installed, with the Portuguese
 * model. Checked once per process, when the first scanned page arrives; without them the product
 * still runs, and scanned files fail with OCR_UNAVAILABLE.
 */
export function checkOcrAvailable(): Promise<Result<true, AnalysisError>> {
  const path = process.env.PATH ?? '';
  const known = availability.get(path);
  if (known) return known;
  const check = (async () => {
    const options = { input: new Uint8Array(), timeoutMs: PAGE_TIMEOUT_MS, maxOutputBytes: 65_536 };
    const poppler = await runTool('pdftoppm', ['-v'], options);
    if (!poppler.ok) return extractionError('OCR_UNAVAILABLE', 'pdftoppm not available');
    const languages = await runTool('tesseract', ['--list-langs'], options);
    if (!languages.ok || !/^por$/mu.test(languages.value.toString('utf8'))) {
      return extractionError('OCR_UNAVAILABLE', 'tesseract with the por model not available');
    }
    return ok(true as const);
  })();
  availability.set(path, check);
  return check;
}

/** Renders one page of the PDF and reads it (after `checkOcrAvailable`). */
async function readScannedPage(
  pdf: Uint8Array,
  page: ScannedPage,
): Promise<Result<OcrPageText, AnalysisError>> {
  const longest = Math.max(page.width, page.height, 1);
  const dpi = Math.max(1, Math.min(OCR_DPI, Math.floor((MAX_IMAGE_SIDE * 72) / longest)));
  const image = await runTool(
    'pdftoppm',
    [
      '-r',
      String(dpi),
      // Uncompressed (PNM): encoding a PNG costs more CPU than Tesseract's layout pass. Colour
      // only for pages with colour images: it tells stamps and pen from print, at 3× the memory.
      ...(page.hasColour === false ? ['-gray'] : []),
      '-f',
      String(page.number),
      '-l',
      String(page.number),
      '-singlefile',
      '-',
    ],
    { input: pdf, timeoutMs: PAGE_TIMEOUT_MS, maxOutputBytes: MAX_IMAGE_BYTES },
  );
  if (!image.ok) return toolError(image.error, 'pdftoppm');
  const grey = readPnm(image.value);
  if (!grey) return extractionError('FILE_CORRUPTED', 'pdftoppm: no image');
  const skew = measureSkew(grey);
  return recognise(Math.abs(skew) < MIN_SKEW ? grey : deskew(grey, skew), dpi);
}

/** One Tesseract read of a page image. */
async function recognise(
  image: GreyImage,
  dpi: number,
): Promise<Result<OcrPageText, AnalysisError>> {
  const tsv = await runTool('tesseract', ['stdin', 'stdout', '-l', 'por', '--psm', '1', 'tsv'], {
    input: writePgm(image),
    timeoutMs: PAGE_TIMEOUT_MS,
    maxOutputBytes: MAX_TSV_BYTES,
  });
  if (!tsv.ok) return toolError(tsv.error, 'tesseract');
  return ok(readTsv(tsv.value.toString('utf8'), { dpi, width: image.width, height: image.height }));
}

/** Colour spaces of `pdfimages -list` without colour. */
const GREY_SPACES = new Set(['gray', 'sep']);
/** An image this small (a logo, a seal) does not make a page a scan. */
const MIN_SCAN_IMAGE_SIDE = 200;
const MAX_IMAGE_LIST_BYTES = 4 * 1024 * 1024;
/** A row of `pdfimages -list`: page, number, type, width, height, colour space. */
const IMAGE_ROW = /^\s*(\d+)\s+\d+\s+(?:image|smask|stencil|mask)\s+(\d+)\s+(\d+)\s+(\S+)/u;

/**
 * Of the pages without a usable text layer, the scanned ones: those holding an image (listed by
 * poppler's `pdfimages -list`, which reads no pixels; pdf.js would decode every image to tell).
 * Without poppler a scan cannot be told from a blank page: a document with no text at all is then
 * OCR_UNAVAILABLE, and blank-looking pages of a text document are left as they are.
 */
export async function findScannedPages(
  pdf: Uint8Array,
  textless: readonly ScannedPage[],
  pageCount: number,
): Promise<Result<ScannedPage[], AnalysisError>> {
  if (textless.length === 0) return ok([]);
  const listed = await runTool('pdfimages', ['-list', '-'], {
    input: pdf,
    timeoutMs: PAGE_TIMEOUT_MS,
    maxOutputBytes: MAX_IMAGE_LIST_BYTES,
  });
  if (!listed.ok) {
    if (listed.error !== 'missing') return toolError(listed.error, 'pdfimages');
    return textless.length === pageCount
      ? extractionError('OCR_UNAVAILABLE', 'pdfimages not installed')
      : ok([]);
  }
  /** Pages with a large image, and whether one of them is in colour. */
  const withImages = new Map<number, boolean>();
  for (const row of listed.value.toString('latin1').split('\n')) {
    const match = IMAGE_ROW.exec(row);
    if (
      match &&
      Number(match[2]) >= MIN_SCAN_IMAGE_SIDE &&
      Number(match[3]) >= MIN_SCAN_IMAGE_SIDE
    ) {
      const page = Number(match[1]);
      withImages.set(page, (withImages.get(page) ?? false) || !GREY_SPACES.has(match[4]!));
    }
  }
  return ok(
    textless
      .filter((page) => withImages.has(page.number))
      .map((page) => ({ ...page, hasColour: withImages.get(page.number)! })),
  );
}

/**
 * Reads the scanned pages of a PDF, one after the other, telling `onScanPage` before each. More
 * than MAX_OCR_PAGES is TOO_MANY_SCANNED_PAGES before any is read; a machine without the tools
 * answers OCR_UNAVAILABLE.
 */
export async function readScannedPages(
  pdf: Uint8Array,
  scanned: readonly ScannedPage[],
  onScanPage?: (progress: TScanProgress) => void,
): Promise<Result<Map<number, OcrPageText>, AnalysisError>> {
  const readings = new Map<number, OcrPageText>();
  if (scanned.length === 0) return ok(readings);
  if (scanned.length > MAX_OCR_PAGES) {
    return extractionError('TOO_MANY_SCANNED_PAGES', `${scanned.length} scanned pages`);
  }
  const available = await checkOcrAvailable();
  if (!available.ok) return available;
  for (const [index, page] of scanned.entries()) {
    onScanPage?.({ page: index + 1, pages: scanned.length });
    const reading = await readScannedPage(pdf, page);
    if (!reading.ok) return reading;
    readings.set(page.number, reading.value);
  }
  return ok(readings);
}
