/**
 * Just enough PDF syntax for the pre-check (pdf-precheck.ts) to see a file as pdf.js will: objects
 * and their values, streams located by their `/Length` as pdf.js locates them, and the filters
 * pdf.js applies, each decoded up to a cap. No rendering, no fonts, no encryption.
 */
import { brotliDecompressSync, constants, inflateRawSync } from 'node:zlib';

/** A reference to an indirect object (`12 0 R`). */
export interface PdfRef {
  ref: number;
}
/** A name (`/FlateDecode`), `#xx` escapes decoded as pdf.js decodes them. */
export interface PdfName {
  name: string;
}
export type PdfValue =
  number | boolean | null | string | PdfName | PdfRef | PdfValue[] | Map<string, PdfValue>;
export type PdfDict = Map<string, PdfValue>;

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const isRegular = (byte: number | undefined) =>
  byte !== undefined && !WHITESPACE.has(byte) && !DELIMITERS.has(byte);

export const isName = (value: PdfValue | undefined): value is PdfName =>
  typeof value === 'object' && value !== null && 'name' in value;
export const isRef = (value: PdfValue | undefined): value is PdfRef =>
  typeof value === 'object' && value !== null && 'ref' in value;
export const isDict = (value: PdfValue | undefined): value is PdfDict => value instanceof Map;

/** Deep structures past this are hostile: the parser stops there. */
const MAX_DEPTH = 64;

/**
 * Reads PDF values from `bytes` (latin1 `text` of the same bytes), from `pos` on. Lenient like
 * pdf.js: what it cannot read ends the value.
 */
export class PdfParser {
  pos: number;

  constructor(
    private readonly bytes: Uint8Array,
    start = 0,
  ) {
    this.pos = start;
  }

  /** Skips white space and comments. */
  skipSpace(): void {
    const { bytes } = this;
    while (this.pos < bytes.length) {
      const byte = bytes[this.pos]!;
      if (WHITESPACE.has(byte)) this.pos += 1;
      else if (byte === 0x25) {
        while (this.pos < bytes.length && bytes[this.pos] !== 0x0a && bytes[this.pos] !== 0x0d) {
          this.pos += 1;
        }
      } else break;
    }
  }

  /** The next keyword or number token, without consuming it ("" at a delimiter). */
  peekToken(): string {
    this.skipSpace();
    let end = this.pos;
    while (isRegular(this.bytes[end])) end += 1;
    return String.fromCharCode(...this.bytes.subarray(this.pos, Math.min(end, this.pos + 32)));
  }

  private readToken(): string {
    const token = this.peekToken();
    while (isRegular(this.bytes[this.pos])) this.pos += 1;
    return token;
  }

  /** One value; undefined at the end, at `>>`/`]` or at an unknown keyword. */
  read(depth = 0): PdfValue | undefined {
    if (depth > MAX_DEPTH) return undefined;
    this.skipSpace();
    const { bytes } = this;
    const byte = bytes[this.pos];
    if (byte === undefined) return undefined;
    if (byte === 0x2f) return this.readName();
    if (byte === 0x3c && bytes[this.pos + 1] === 0x3c) return this.readDict(depth);
    if (byte === 0x3c) return this.readHexString();
    if (byte === 0x28) return this.readString();
    if (byte === 0x5b) {
      this.pos += 1;
      const items: PdfValue[] = [];
      for (;;) {
        this.skipSpace();
        if (bytes[this.pos] === 0x5d) {
          this.pos += 1;
          return items;
        }
        const item = this.read(depth + 1);
        if (item === undefined) return items;
        items.push(item);
      }
    }
    if (!isRegular(byte)) return undefined;
    const token = this.readToken();
    if (token === 'true' || token === 'false') return token === 'true';
    if (token === 'null') return null;
    const number = Number(token);
    if (token === '' || !Number.isFinite(number)) return undefined;
    // `12 0 R`: an integer, another, and R.
    if (Number.isInteger(number) && number >= 0) {
      const back = this.pos;
      const generation = this.readToken();
      if (/^\d+$/u.test(generation) && this.readToken() === 'R') return { ref: number };
      this.pos = back;
    }
    return number;
  }

  private readName(): PdfName {
    this.pos += 1;
    let name = '';
    while (isRegular(this.bytes[this.pos])) {
      const byte = this.bytes[this.pos]!;
      const hex = String.fromCharCode(this.bytes[this.pos + 1] ?? 0, this.bytes[this.pos + 2] ?? 0);
      if (byte === 0x23 && /^[0-9a-f]{2}$/iu.test(hex)) {
        name += String.fromCharCode(parseInt(hex, 16));
        this.pos += 3;
      } else {
        name += String.fromCharCode(byte);
        this.pos += 1;
      }
    }
    return { name };
  }

  private readDict(depth: number): PdfDict {
    this.pos += 2;
    const dict: PdfDict = new Map();
    for (;;) {
      this.skipSpace();
      const byte = this.bytes[this.pos];
      if (byte === undefined) return dict;
      if (byte === 0x3e && this.bytes[this.pos + 1] === 0x3e) {
        this.pos += 2;
        return dict;
      }
      if (byte !== 0x2f) {
        // Not a key: skip the stray token, as pdf.js does.
        if (this.read(depth + 1) === undefined) this.pos += 1;
        continue;
      }
      const key = this.readName().name;
      const value = this.read(depth + 1);
      if (value === undefined) continue;
      dict.set(key, value);
    }
  }

  private readHexString(): string {
    const end = this.bytes.indexOf(0x3e, this.pos);
    this.pos = end < 0 ? this.bytes.length : end + 1;
    return '';
  }

  private readString(): string {
    let nesting = 0;
    for (; this.pos < this.bytes.length; this.pos += 1) {
      const byte = this.bytes[this.pos];
      if (byte === 0x5c) this.pos += 1;
      else if (byte === 0x28) nesting += 1;
      else if (byte === 0x29 && --nesting === 0) {
        this.pos += 1;
        break;
      }
    }
    return '';
  }
}

/** How a chain of filters decoded: its bytes, or why not. */
export type Decoded =
  | { kind: 'bytes'; bytes: Uint8Array }
  /** The output passed the cap: the decoding stopped there. */
  | { kind: 'over' }
  /** An image codec (JPEG, JPEG 2000, JBIG2, fax): not decoded here. */
  | { kind: 'image' };

const IMAGE_FILTERS = new Set([
  'DCT',
  'DCTDecode',
  'JPX',
  'JPXDecode',
  'JBIG2Decode',
  'CCF',
  'CCITTFaxDecode',
]);

class OverCap extends Error {}

/**
 * Flate as pdf.js reads it: the 2-byte zlib header checked (a bad one reads as empty), the data
 * inflated without the Adler-32 check, and a stream damaged midway read up to the damage.
 */
function inflatePdf(data: Uint8Array, cap: number): Uint8Array {
  const [cmf = 0, flg = 0] = data;
  if (data.length < 2 || (cmf & 0x0f) !== 8 || ((cmf << 8) + flg) % 31 !== 0 || flg & 0x20) {
    return new Uint8Array(0);
  }
  const raw = data.subarray(2);
  const inflate = (input: Uint8Array) => {
    try {
      return inflateRawSync(input, {
        finishFlush: constants.Z_SYNC_FLUSH,
        maxOutputLength: cap + 1,
      });
    } catch (error) {
      if (error instanceof RangeError) throw new OverCap();
      return null;
    }
  };
  const whole = inflate(raw);
  if (whole) return whole;
  // Damaged: the longest prefix that inflates is what pdf.js reads before it gives up.
  let [good, bad] = [0, raw.length];
  let best: Uint8Array = new Uint8Array(0);
  while (bad - good > 1) {
    const middle = (good + bad) >> 1;
    const part = inflate(raw.subarray(0, middle));
    if (part) [good, best] = [middle, part];
    else bad = middle;
  }
  return best;
}

/** LZW as pdf.js decodes it (`earlyChange` 1 unless the parameters say 0). */
function lzwDecode(data: Uint8Array, earlyChange: number, cap: number): Uint8Array {
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const length = new Int32Array(4096);
  for (let code = 0; code < 256; code += 1)
    [prefix[code], suffix[code], length[code]] = [-1, code, 1];
  let output = new Uint8Array(Math.min(cap + 1, Math.max(1024, data.length * 4)));
  let size = 0;
  const write = (code: number, extra: number | null) => {
    const total = length[code]! + (extra === null ? 0 : 1);
    if (size + total > cap) throw new OverCap();
    if (size + total > output.length) {
      const grown = new Uint8Array(Math.min(cap + 1, Math.max(output.length * 2, size + total)));
      grown.set(output.subarray(0, size));
      output = grown;
    }
    for (let at = size + length[code]! - 1, c = code; c >= 0; c = prefix[c]!, at -= 1) {
      output[at] = suffix[c]!;
    }
    if (extra !== null) output[size + total - 1] = extra;
    size += total;
  };
  const first = (code: number) => {
    let c = code;
    while (prefix[c]! >= 0) c = prefix[c]!;
    return suffix[c]!;
  };
  let [next, codeLength, previous] = [258, 9, -1];
  let [buffer, bits, pos] = [0, 0, 0];
  for (;;) {
    while (bits < codeLength && pos < data.length) {
      buffer = ((buffer << 8) | data[pos++]!) & 0xffffff;
      bits += 8;
    }
    if (bits < codeLength) break;
    bits -= codeLength;
    const code = (buffer >>> bits) & ((1 << codeLength) - 1);
    if (code === 256) {
      [next, codeLength, previous] = [258, 9, -1];
      continue;
    }
    if (code === 257) break;
    if (code < next && (code < 256 || length[code]! > 0)) {
      write(code, null);
      if (previous >= 0 && next < 4096) {
        [prefix[next], suffix[next], length[next]] = [previous, first(code), length[previous]! + 1];
        next += 1;
      }
    } else if (code === next && previous >= 0) {
      const byte = first(previous);
      write(previous, byte);
      [prefix[next], suffix[next], length[next]] = [previous, byte, length[previous]! + 1];
      next += 1;
    } else break;
    previous = code;
    if (next + earlyChange >= 1 << codeLength && codeLength < 12) codeLength += 1;
  }
  return output.subarray(0, size);
}

function asciiHexDecode(data: Uint8Array): Uint8Array {
  const text = Buffer.from(data).toString('latin1');
  const digits = text
    .slice(0, text.includes('>') ? text.indexOf('>') : undefined)
    .replace(/[^0-9a-f]/giu, '');
  return Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex');
}

function ascii85Decode(data: Uint8Array, cap: number): Uint8Array {
  const out: number[] = [];
  let group: number[] = [];
  const flush = (count: number) => {
    while (group.length < 5) group.push(84);
    let value = 0;
    for (const digit of group) value = value * 85 + digit;
    for (let i = 0; i < count; i += 1) out.push((value >>> (24 - 8 * i)) & 0xff);
    group = [];
  };
  for (const byte of data) {
    if (byte === 0x7e) break; // "~>"
    if (byte === 0x7a && group.length === 0) out.push(0, 0, 0, 0);
    else if (byte >= 0x21 && byte <= 0x75) {
      group.push(byte - 0x21);
      if (group.length === 5) flush(4);
    }
    if (out.length > cap) throw new OverCap();
  }
  if (group.length > 1) flush(group.length - 1);
  return Uint8Array.from(out);
}

function runLengthDecode(data: Uint8Array, cap: number): Uint8Array {
  const out: number[] = [];
  for (let pos = 0; pos < data.length;) {
    const count = data[pos++]!;
    if (count === 128) break;
    if (count < 128) {
      out.push(...data.subarray(pos, pos + count + 1));
      pos += count + 1;
    } else {
      const byte = data[pos++] ?? 0;
      for (let i = 0; i < 257 - count; i += 1) out.push(byte);
    }
    if (out.length > cap) throw new OverCap();
  }
  return Uint8Array.from(out);
}

/**
 * Applies a stream's filters the way pdf.js does (its filter names and their abbreviations; an
 * unknown name passes the data through), each output capped at `cap` bytes.
 */
export function decodeStream(
  data: Uint8Array,
  filters: readonly string[],
  earlyChanges: readonly number[],
  cap: number,
): Decoded {
  let bytes = data;
  try {
    for (const [index, filter] of filters.entries()) {
      if (IMAGE_FILTERS.has(filter)) return { kind: 'image' };
      if (filter === 'Fl' || filter === 'FlateDecode') bytes = inflatePdf(bytes, cap);
      else if (filter === 'LZW' || filter === 'LZWDecode') {
        bytes = lzwDecode(bytes, earlyChanges[index] ?? 1, cap);
      } else if (filter === 'AHx' || filter === 'ASCIIHexDecode') bytes = asciiHexDecode(bytes);
      else if (filter === 'A85' || filter === 'ASCII85Decode') bytes = ascii85Decode(bytes, cap);
      else if (filter === 'RL' || filter === 'RunLengthDecode') bytes = runLengthDecode(bytes, cap);
      else if (filter === 'BrotliDecode') {
        try {
          bytes = brotliDecompressSync(bytes, { maxOutputLength: cap + 1 });
        } catch (error) {
          if (error instanceof RangeError) throw new OverCap();
          bytes = new Uint8Array(0);
        }
      }
      if (bytes.length > cap) return { kind: 'over' };
    }
  } catch (error) {
    if (error instanceof OverCap) return { kind: 'over' };
    throw error;
  }
  return { kind: 'bytes', bytes };
}
