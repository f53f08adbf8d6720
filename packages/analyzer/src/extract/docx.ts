/**
 * DOCX text extraction with mammoth, after the zip guard: paragraphs, lists with their numbers
 * and tables as " | "-joined rows. External files and images are never read.
 */
import { ok } from '../types';
import type { AnalysisError, ExtractedText, Result } from '../types';
import { extractionError } from './errors';
import { htmlToText } from './html-to-text';
import { MAX_PAGES } from './limits';
import { normalizeText } from './normalize';
import { paginate } from './pages';
import { readZipEntry } from './zip-guard';
import type { ZipEntry } from './zip-guard';
import type MammothModule from 'mammoth';

type Mammoth = typeof MammothModule;

let mammoth: Promise<Mammoth> | undefined;
const loadMammoth = (): Promise<Mammoth> =>
  (mammoth ??= import('mammoth').then((module) => module.default));

/** Parts mammoth parses; each is inflated once here so a part lying about its size is caught. */
const XML_PART = /\.(?:xml|rels)$/iu;
const APP_PROPERTIES = 'docProps/app.xml';
const PAGES = /<(?:\w+:)?Pages>\s*(\d{1,9})\s*<\/(?:\w+:)?Pages>/u;

/** Checks every XML part against its declared size and reads the page count Word stored. */
function inspectParts(
  bytes: Uint8Array,
  entries: readonly ZipEntry[],
): Result<number | undefined, AnalysisError> {
  let pageCount: number | undefined;
  for (const entry of entries) {
    if (!XML_PART.test(entry.name)) continue;
    const content = readZipEntry(bytes, entry);
    if (!content.ok) return content;
    if (entry.name === APP_PROPERTIES) {
      const pages = PAGES.exec(new TextDecoder().decode(content.value))?.[1];
      if (pages !== undefined && Number(pages) > 0) pageCount = Number(pages);
    }
  }
  return ok(pageCount);
}

async function convertToHtml(bytes: Uint8Array): Promise<Result<string, AnalysisError>> {
  const { convertToHtml, images } = await loadMammoth();
  try {
    const { value } = await convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      {
        externalFileAccess: false,
        includeEmbeddedStyleMap: false,
        convertImage: images.imgElement(() => Promise.resolve({ src: '' })),
      },
    );
    return ok(value);
  } catch (error) {
    const name = error instanceof Error ? error.name : typeof error;
    return extractionError('FILE_CORRUPTED', `mammoth: ${name}`);
  }
}

/** Extracts the text of a DOCX whose zip directory `readZipDirectory` already accepted. */
export async function extractDocx(
  bytes: Uint8Array,
  entries: readonly ZipEntry[],
): Promise<Result<ExtractedText, AnalysisError>> {
  const parts = inspectParts(bytes, entries);
  if (!parts.ok) return parts;
  if ((parts.value ?? 0) > MAX_PAGES)
    return extractionError('TOO_MANY_PAGES', `${parts.value} pages`);
  const html = await convertToHtml(bytes);
  if (!html.ok) return html;
  const text = normalizeText(htmlToText(html.value));
  if (text === '') return extractionError('EMPTY_DOCUMENT', 'docx without text');
  const pages = paginate(text, parts.value);
  if (pages.length > MAX_PAGES) return extractionError('TOO_MANY_PAGES', `${pages.length} pages`);
  return ok({ kind: 'docx', text, pages, pageCount: pages.length });
}
