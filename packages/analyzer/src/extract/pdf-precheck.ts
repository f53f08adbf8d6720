/**
 * A cheap look at a PDF's structure, before any analysis slot is spent on it: no pdf.js, one pass
 * over the bytes and a bounded inflate of its compressed streams. It refuses what no contract
 * needs — too many pages, too many objects, an enormous amount of drawing instructions (a small
 * file that inflates into hundreds of megabytes keeps pdf.js busy for minutes) — and counts the
 * pages, which set the analysis' time budget. The API imports it as
 * `@contrato-claro/analyzer/pdf-precheck`; the extraction still checks everything for itself.
 */
import { inflateSync } from 'node:zlib';
import { fail, ok } from '../types';
import type { AnalysisError, Result } from '../types';
import { MAX_PAGES } from './limits';

/** Indirect objects, counted in the file and inside its object streams. */
export const MAX_PDF_OBJECTS = 100_000;
/**
 * Inflated size of the non-image streams (page contents, forms, fonts, object streams) allowed
 * for the whole file and for each page: a text page takes 5–50 KB of instructions, fonts a few
 * hundred KB per document, while pdf.js spends about 0.65 s per inflated MB (a 180 KB file that
 * inflates to 60 MB kept a slot busy for 40 s).
 */
export const MAX_PDF_STREAM_BYTES = 48 * 1024 * 1024;
const STREAM_BYTES_BASE = 4 * 1024 * 1024;
const STREAM_BYTES_PER_PAGE = 192 * 1024;

/** What the pre-check learnt: the pages it counted (null when it could not tell). */
export interface PdfOutline {
  pages: number | null;
}

const OBJECT = /\b\d+\s+\d+\s+obj\b/g;
const PAGE = /\/Type\s*\/Page(?![A-Za-z])/g;
/** A dictionary with no nested dictionary that says it is a page tree node. */
const PAGE_TREE = /<<(?:(?!<<|>>)[\s\S])*?\/Type\s*\/Pages\b(?:(?!<<|>>)[\s\S])*?>>/g;
const COUNT = /\/Count\s+(\d+)/;
/** The end of a stream's dictionary and the start of its data. */
const STREAM = />>\s*stream\r?\n/g;
/** How far back a stream's dictionary is looked for (from its object's start). */
const DICTIONARY_WINDOW = 4096;
const IMAGE = /\/Subtype\s*\/Image\b/;
const OBJECT_STREAM = /\/Type\s*\/ObjStm\b/;
const OBJECTS_IN_STREAM = /\/N\s+(\d+)/;
/** Only a stream whose first filter is Flate is inflated; others count as they are. */
const FLATE_FIRST = /\/Filter\s*(?:\[\s*)?\/FlateDecode\b/;

const tooComplex = (detail: string): Result<never, AnalysisError> =>
  fail({ code: 'DOCUMENT_TOO_COMPLEX', detail });

/** Counts pages in some PDF syntax (the file itself, or an object stream's content). */
function countPages(text: string): { pageObjects: number; treeCount: number } {
  let treeCount = 0;
  for (const [tree] of text.matchAll(PAGE_TREE)) {
    treeCount = Math.max(treeCount, Number(COUNT.exec(tree)?.[1] ?? 0));
  }
  return { pageObjects: text.match(PAGE)?.length ?? 0, treeCount };
}

/**
 * Checks a PDF's size in pages, objects and stream bytes. Refuses with TOO_MANY_PAGES or
 * DOCUMENT_TOO_COMPLEX; anything it cannot parse is left to the extraction to judge.
 */
export function precheckPdf(bytes: Uint8Array): Result<PdfOutline, AnalysisError> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let objects = text.match(OBJECT)?.length ?? 0;
  let { pageObjects, treeCount } = countPages(text);
  let streamBytes = 0;
  let cursor = 0;

  for (const match of text.matchAll(STREAM)) {
    if (match.index < cursor) continue; // inside the data of the previous stream
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    cursor = end;
    const from = Math.max(text.lastIndexOf(' obj', match.index), match.index - DICTIONARY_WINDOW);
    const dictionary = text.slice(from, match.index);
    if (IMAGE.test(dictionary)) continue;
    const data = bytes.subarray(start, end);
    let inflated: Buffer | null = null;
    if (FLATE_FIRST.test(dictionary)) {
      try {
        inflated = inflateSync(data, { maxOutputLength: MAX_PDF_STREAM_BYTES - streamBytes + 1 });
      } catch (error) {
        if (error instanceof RangeError) {
          return tooComplex(`streams inflate beyond ${MAX_PDF_STREAM_BYTES} bytes`);
        }
        inflated = null; // a damaged stream: the extraction decides what it is worth
      }
    }
    streamBytes += inflated?.length ?? data.length;
    if (streamBytes > MAX_PDF_STREAM_BYTES) {
      return tooComplex(`streams inflate beyond ${MAX_PDF_STREAM_BYTES} bytes`);
    }
    if (inflated && OBJECT_STREAM.test(dictionary)) {
      objects += Number(OBJECTS_IN_STREAM.exec(dictionary)?.[1] ?? 0);
      const inner = countPages(inflated.toString('latin1'));
      pageObjects += inner.pageObjects;
      treeCount = Math.max(treeCount, inner.treeCount);
    }
  }

  if (objects > MAX_PDF_OBJECTS) return tooComplex(`${objects} objects`);
  // pdf.js believes the page tree's count; page objects beyond it are still parsed.
  const pages = Math.max(pageObjects, treeCount);
  if (pages > MAX_PAGES) return fail({ code: 'TOO_MANY_PAGES', detail: `${pages} pages` });
  if (streamBytes > STREAM_BYTES_BASE + Math.max(pages, 1) * STREAM_BYTES_PER_PAGE) {
    return tooComplex(`streams inflate to ${streamBytes} bytes for ${pages} pages`);
  }
  return ok({ pages: pages > 0 ? pages : null });
}
