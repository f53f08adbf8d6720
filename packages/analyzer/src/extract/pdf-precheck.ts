/**
 * A cheap look at a PDF's structure, before any analysis slot is spent on it: no pdf.js, one pass
 * over the bytes and a capped decoding of the streams pdf.js would read for text. It refuses what
 * no contract needs — too many pages, too many objects, an enormous amount of drawing
 * instructions (a small file that decodes into hundreds of megabytes keeps pdf.js busy for
 * minutes) — and counts the pages, which set the analysis' time budget. The API imports it as
 * `@contrato-claro/analyzer/pdf-precheck`; the extraction still bounds itself.
 *
 * It reads the file as pdf.js does (pdf-syntax.ts), so that pdf.js cannot read more than it saw:
 * a stream is located by its `/Length` (a stray "endstream" inside compressed data does not end
 * it; a line end after `stream` may be CR alone), its filters are pdf.js's names with their
 * abbreviations (`/Fl`, `/AHx`…) applied in chain, and a stream counts for what it is used as,
 * whatever its dictionary claims: page content and the forms it draws are charged to every page
 * that uses them (one 24 MB stream shared by 400 pages costs 400 × 24 MB), each form as many
 * times as it is drawn.
 */
import { fail, ok } from '../types';
import type { AnalysisError, Result } from '../types';
import { MAX_PAGES } from './limits';
import {
  decodeStream,
  isDict,
  isName,
  isRef,
  PdfParser,
  type PdfDict,
  type PdfValue,
} from './pdf-syntax';

/** Indirect objects, counted in the file and inside its object streams. */
export const MAX_PDF_OBJECTS = 100_000;
/**
 * Decoded bytes of the streams pdf.js reads for text (page contents as often as pages use them,
 * forms as often as they are drawn, fonts, object streams) allowed for the whole file and per
 * page: a text page takes 5–50 KB of instructions, fonts a few hundred KB per document, while
 * pdf.js spends about 0.65 s per decoded MB (a 180 KB file that inflates to 60 MB kept a slot
 * busy for 40 s).
 */
export const MAX_PDF_STREAM_BYTES = 48 * 1024 * 1024;
const STREAM_BYTES_BASE = 4 * 1024 * 1024;
const STREAM_BYTES_PER_PAGE = 192 * 1024;
/** Forms drawing forms deeper than this are not in contracts. */
const MAX_FORM_DEPTH = 12;
/** How far up the page tree resources are inherited. */
const MAX_TREE_DEPTH = 32;

/** What the pre-check learnt: the pages it counted (null when it could not tell). */
export interface PdfOutline {
  pages: number | null;
}

/** One version of an indirect object; a stream's data is located in the file's bytes. */
interface PdfObject {
  value: PdfValue;
  data?: Uint8Array;
}

const OBJECT = /(?<![0-9])(\d+)\s+\d+\s+obj\b/g;
/** A `Do` operator and the name of what it draws. */
const DRAW = /\/([^\s/[\]()<>{}%]+)\s*Do(?![^\s/[\]()<>{}%])/g;

class TooComplex extends Error {}

/** Reads the objects of the file (and of its object streams), every version of each. */
class PdfObjects {
  readonly versions = new Map<number, PdfObject[]>();
  count = 0;

  constructor(private readonly bytes: Uint8Array) {
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
    const lengths = new Map<number, number>();
    const pendingStreams: Array<{ number: number; dict: PdfDict; start: number }> = [];
    let cursor = 0;
    for (const match of text.matchAll(OBJECT)) {
      if (match.index < cursor) continue; // inside the data of the previous stream
      const number = Number(match[1]);
      const parser = new PdfParser(bytes, match.index + match[0].length);
      const value = parser.read() ?? null;
      this.count += 1;
      cursor = parser.pos;
      if (typeof value === 'number') lengths.set(number, value);
      if (isDict(value) && parser.peekToken() === 'stream') {
        const start = dataStart(bytes, parser.pos);
        pendingStreams.push({ number, dict: value, start });
        // The data is skipped: to its end when /Length is written here, else to a first guess
        // (an indirect /Length may come later in the file: the exact end is set below).
        const length = value.get('Length');
        cursor =
          typeof length === 'number'
            ? dataEnd(bytes, text, start, length)
            : Math.max(start, text.indexOf('endstream', start));
        continue;
      }
      this.add(number, { value });
    }
    for (const { number, dict, start } of pendingStreams) {
      const end = dataEnd(bytes, text, start, this.lengthOf(dict.get('Length'), lengths));
      this.add(number, { value: dict, data: bytes.subarray(start, end) });
    }
  }

  private lengthOf(length: PdfValue | undefined, lengths: Map<number, number>): number | null {
    if (typeof length === 'number') return length;
    if (isRef(length)) return lengths.get(length.ref) ?? null;
    return null;
  }

  add(number: number, object: PdfObject): void {
    const list = this.versions.get(number) ?? [];
    list.push(object);
    this.versions.set(number, list);
  }

  /** The value behind a reference (the last version of it), or the value itself. */
  resolve(value: PdfValue | undefined, depth = 0): PdfValue | undefined {
    if (!isRef(value) || depth > 8) return value;
    return this.resolve(this.versions.get(value.ref)?.at(-1)?.value, depth + 1);
  }

  dict(value: PdfValue | undefined): PdfDict | null {
    const resolved = this.resolve(value);
    return isDict(resolved) ? resolved : null;
  }

  /** Every stream object, with its number. */
  *streams(): Generator<{ number: number; object: PdfObject & { data: Uint8Array } }> {
    for (const [number, list] of this.versions) {
      for (const object of list) {
        if (object.data) yield { number, object: object as PdfObject & { data: Uint8Array } };
      }
    }
  }
}

/** Where a stream's data starts: after the line end that follows `stream` (CR, LF or CRLF). */
function dataStart(bytes: Uint8Array, afterDict: number): number {
  let pos = bytes.indexOf(0x6d, afterDict) + 1; // the "m" of "stream"
  while (pos < bytes.length) {
    const byte = bytes[pos]!;
    pos += 1;
    if (byte === 0x0a) break;
    if (byte === 0x0d) {
      if (bytes[pos] === 0x0a) pos += 1;
      break;
    }
  }
  return pos;
}

/**
 * Where a stream's data ends, as pdf.js decides: at `/Length` when "endstream" follows it, else
 * at the first "endstream" after the start.
 */
function dataEnd(bytes: Uint8Array, text: string, start: number, length: number | null): number {
  if (
    length !== null &&
    Number.isInteger(length) &&
    length >= 0 &&
    start + length <= bytes.length
  ) {
    const after = new PdfParser(bytes, start + length);
    if (after.peekToken() === 'endstream') return start + length;
  }
  const end = text.indexOf('endstream', start);
  return end < 0 ? bytes.length : end;
}

/** A stream's filters and LZW parameters, read as pdf.js reads them (`/F` before `/Filter`). */
function filtersOf(objects: PdfObjects, dict: PdfDict): { names: string[]; early: number[] } {
  const filter = objects.resolve(dict.get('F') ?? dict.get('Filter'));
  const params = objects.resolve(dict.get('DP') ?? dict.get('DecodeParms'));
  const list = Array.isArray(filter) ? filter : filter === undefined ? [] : [filter];
  const paramList = Array.isArray(params) ? params : [params];
  const names = list
    .map((item) => objects.resolve(item))
    .map((item) => (isName(item) ? item.name : ''));
  const early = names.map((_, index) => {
    const param = objects.dict(paramList[index]);
    const value = param?.get('EarlyChange');
    return typeof value === 'number' ? value : 1;
  });
  return { names, early };
}

/** What the pre-check knows of a stream once decoded: its size and the names it draws. */
interface DecodedStream {
  size: number;
  draws: string[];
}

/** Measures a PDF as pdf.js will read it for text; throws TooComplex past the limits. */
class Measure {
  private decodedBytes = 0;
  private readonly decoded = new Map<PdfObject, DecodedStream>();
  /** Streams charged as page content or forms: not counted again as "other" streams. */
  private readonly drawn = new Set<PdfObject>();
  private readonly formCosts = new Map<string, number>();
  private contextIds = new Map<PdfDict, number>();

  constructor(private readonly objects: PdfObjects) {}

  /** Decodes a stream once (capped by what is left of the whole file's allowance). */
  decode(object: PdfObject & { data: Uint8Array }, isContent: boolean): DecodedStream {
    const known = this.decoded.get(object);
    if (known) return known;
    const dict = isDict(object.value) ? object.value : new Map<string, PdfValue>();
    const { names, early } = filtersOf(this.objects, dict);
    const result = decodeStream(
      object.data,
      names,
      early,
      MAX_PDF_STREAM_BYTES - this.decodedBytes,
    );
    if (result.kind === 'over') {
      throw new TooComplex(`streams decode beyond ${MAX_PDF_STREAM_BYTES} bytes`);
    }
    if (result.kind === 'image' && isContent) {
      throw new TooComplex('page content under an image codec');
    }
    const bytes = result.kind === 'bytes' ? result.bytes : object.data;
    this.decodedBytes += result.kind === 'bytes' ? bytes.length : 0;
    const draws = isContent
      ? [
          ...Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
            .toString('latin1')
            .matchAll(DRAW),
        ].map((match) => decodeName(match[1]!))
      : [];
    const entry = { size: result.kind === 'bytes' ? bytes.length : 0, draws };
    this.decoded.set(object, entry);
    return entry;
  }

  /** Every version of the stream a reference names (the costliest is charged). */
  private streamsOf(value: PdfValue | undefined): Array<PdfObject & { data: Uint8Array }> {
    if (!isRef(value)) return [];
    return (this.objects.versions.get(value.ref) ?? []).filter(
      (object): object is PdfObject & { data: Uint8Array } => object.data !== undefined,
    );
  }

  /** Cost of content that uses `resources`: its size and every form it draws, each time. */
  private contentCost(content: DecodedStream, resources: PdfDict | null, depth: number): number {
    let cost = content.size;
    const xobjects = this.objects.dict(resources?.get('XObject'));
    for (const name of content.draws) {
      cost += this.formCost(xobjects?.get(name), resources, depth);
      if (cost > MAX_PDF_STREAM_BYTES) throw new TooComplex('forms drawn beyond the limit');
    }
    return cost;
  }

  private formCost(target: PdfValue | undefined, inherited: PdfDict | null, depth: number): number {
    let worst = 0;
    for (const form of this.streamsOf(target)) {
      const dict = form.value as PdfDict;
      // pdf.js draws only forms for text; an image (or anything else) costs nothing here.
      if ((this.objects.resolve(dict.get('Subtype')) as { name?: string })?.name !== 'Form')
        continue;
      if (depth >= MAX_FORM_DEPTH) throw new TooComplex('forms nested too deep');
      const own = this.objects.dict(dict.get('Resources'));
      const resources = own ?? inherited;
      const key = `${(target as { ref: number }).ref}:${this.contextId(resources)}`;
      let cost = this.formCosts.get(key);
      if (cost === undefined) {
        this.drawn.add(form);
        cost = this.contentCost(this.decode(form, true), resources, depth + 1);
        this.formCosts.set(key, cost);
      }
      worst = Math.max(worst, cost);
    }
    return worst;
  }

  private contextId(resources: PdfDict | null): number {
    if (resources === null) return 0;
    let id = this.contextIds.get(resources);
    if (id === undefined) {
      id = this.contextIds.size + 1;
      this.contextIds.set(resources, id);
    }
    return id;
  }

  /** What one page costs pdf.js for its text: its contents and the forms they draw. */
  pageCost(page: PdfDict): number {
    let resources: PdfDict | null = null;
    let node: PdfDict | null = page;
    for (let depth = 0; node && depth < MAX_TREE_DEPTH && !resources; depth += 1) {
      resources = this.objects.dict(node.get('Resources'));
      node = this.objects.dict(node.get('Parent'));
    }
    const contents = this.objects.resolve(page.get('Contents'));
    const parts = Array.isArray(contents) ? contents : [page.get('Contents')];
    let cost = 0;
    for (const part of parts) {
      let worst = 0;
      for (const stream of this.streamsOf(part)) {
        this.drawn.add(stream);
        worst = Math.max(worst, this.contentCost(this.decode(stream, true), resources, 0));
      }
      cost += worst;
    }
    return cost;
  }

  /** The other streams pdf.js may read (fonts, object streams…), once each; images are not. */
  otherStreamsCost(): number {
    let cost = 0;
    for (const { object } of this.objects.streams()) {
      if (this.drawn.has(object)) continue;
      const dict = object.value as PdfDict;
      if ((this.objects.resolve(dict.get('Subtype')) as { name?: string })?.name === 'Image') {
        continue;
      }
      cost += this.decode(object, false).size;
    }
    return cost;
  }
}

const decodeName = (name: string) =>
  name.replace(/#([0-9a-f]{2})/giu, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const tooComplex = (detail: string): Result<never, AnalysisError> =>
  fail({ code: 'DOCUMENT_TOO_COMPLEX', detail });

const typeOf = (objects: PdfObjects, dict: PdfDict) => {
  const type = objects.resolve(dict.get('Type'));
  return isName(type) ? type.name : null;
};

/** Adds the objects inside the object streams (`/Type /ObjStm`) to the table. */
function readObjectStreams(objects: PdfObjects, measure: Measure): void {
  for (const { object } of [...objects.streams()]) {
    const dict = object.value as PdfDict;
    if (typeOf(objects, dict) !== 'ObjStm') continue;
    const { size } = measure.decode(object, false);
    if (size === 0) continue;
    const { names, early } = filtersOf(objects, dict);
    const decoded = decodeStream(object.data, names, early, size);
    if (decoded.kind !== 'bytes') continue;
    const count = Number(objects.resolve(dict.get('N')) ?? 0);
    const first = Number(objects.resolve(dict.get('First')) ?? 0);
    objects.count += Number.isFinite(count) ? count : 0;
    const header = new PdfParser(decoded.bytes);
    for (let index = 0; index < count && index < MAX_PDF_OBJECTS; index += 1) {
      const number = header.read();
      const offset = header.read();
      if (typeof number !== 'number' || typeof offset !== 'number') break;
      const value = new PdfParser(decoded.bytes, first + offset).read();
      if (value !== undefined) objects.add(number, { value });
    }
  }
}

/**
 * Checks a PDF's size in pages, objects and decoded stream bytes. Refuses with TOO_MANY_PAGES or
 * DOCUMENT_TOO_COMPLEX; anything it cannot parse is left to the extraction to judge.
 */
export function precheckPdf(bytes: Uint8Array): Result<PdfOutline, AnalysisError> {
  const objects = new PdfObjects(bytes);
  if (objects.count > MAX_PDF_OBJECTS) return tooComplex(`${objects.count} objects`);
  const measure = new Measure(objects);
  try {
    readObjectStreams(objects, measure);
    if (objects.count > MAX_PDF_OBJECTS) return tooComplex(`${objects.count} objects`);

    // Pages as pdf.js finds them: /Type /Page, or a leaf of the tree (no /Kids) it reaches.
    const kids = new Set<number>();
    let treeCount = 0;
    for (const list of objects.versions.values()) {
      for (const { value } of list) {
        if (!isDict(value) || typeOf(objects, value) !== 'Pages') continue;
        const count = objects.resolve(value.get('Count'));
        if (typeof count === 'number') treeCount = Math.max(treeCount, count);
        const children = objects.resolve(value.get('Kids'));
        if (Array.isArray(children)) for (const kid of children) if (isRef(kid)) kids.add(kid.ref);
      }
    }
    const pageDicts: PdfDict[] = [];
    for (const [number, list] of objects.versions) {
      const value = list.at(-1)!.value;
      if (!isDict(value)) continue;
      const type = typeOf(objects, value);
      if (type === 'Page' || (type !== 'Pages' && kids.has(number) && !value.has('Kids'))) {
        pageDicts.push(value);
      }
    }
    // pdf.js believes the page tree's count; page objects beyond it are still parsed.
    const pages = Math.max(pageDicts.length, treeCount);
    if (pages > MAX_PAGES) return fail({ code: 'TOO_MANY_PAGES', detail: `${pages} pages` });

    let total = 0;
    for (const page of pageDicts) {
      total += measure.pageCost(page);
      if (total > MAX_PDF_STREAM_BYTES) {
        return tooComplex(`pages draw beyond ${MAX_PDF_STREAM_BYTES} bytes`);
      }
    }
    total += measure.otherStreamsCost();
    if (total > STREAM_BYTES_BASE + Math.max(pages, 1) * STREAM_BYTES_PER_PAGE) {
      return tooComplex(`streams decode to ${total} bytes for ${pages} pages`);
    }
    return ok({ pages: pages > 0 ? pages : null });
  } catch (error) {
    if (error instanceof TooComplex) return tooComplex(error.message);
    throw error;
  }
}
