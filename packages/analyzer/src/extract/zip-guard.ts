/**
 * Reads a zip's central directory without trusting it, to refuse zip bombs before a converter
 * inflates anything, and to read small parts (docProps/app.xml) directly.
 */
import { inflateRawSync } from 'node:zlib';
import { ok } from '../types';
import type { AnalysisError, Result } from '../types';
import { extractionError } from './errors';

/** More entries than this is not a document. */
export const MAX_ZIP_ENTRIES = 5000;
/** Total declared uncompressed size allowed. */
export const MAX_ZIP_UNCOMPRESSED = 200 * 1024 * 1024;
/** An entry inflating more than this much… */
export const MAX_ENTRY_PLAIN = 10 * 1024 * 1024;
/** …with a compression ratio above this is a bomb. */
export const MAX_ENTRY_RATIO = 200;

/** One file of the archive, as the central directory declares it. */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const SIG_EOCD = 0x06054b50;
const SIG_ZIP64_LOCATOR = 0x07064b50;
const SIG_ZIP64_EOCD = 0x06064b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_LOCAL = 0x04034b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const U16_MAX = 0xffff;
const U32_MAX = 0xffffffff;
const METHOD_STORED = 0;
const METHOD_DEFLATE = 8;
const ZIP64_EXTRA = 0x0001;

const corrupted = (detail: string): Result<never, AnalysisError> =>
  extractionError('FILE_CORRUPTED', detail);
const bomb = (): Result<never, AnalysisError> => corrupted('zip bomb');

/** A DataView that reads past its end as "corrupted" instead of throwing RangeError. */
class Reader {
  private readonly view: DataView;
  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  has(offset: number, length: number): boolean {
    return Number.isSafeInteger(offset) && offset >= 0 && offset + length <= this.bytes.length;
  }
  u16(offset: number): number {
    return this.view.getUint16(offset, true);
  }
  u32(offset: number): number {
    return this.view.getUint32(offset, true);
  }
  u64(offset: number): number {
    return Number(this.view.getBigUint64(offset, true));
  }
}

function findEocd(reader: Reader): number {
  const last = reader.bytes.length - EOCD_SIZE;
  const first = Math.max(0, last - MAX_COMMENT);
  for (let offset = last; offset >= first; offset -= 1) {
    if (reader.u32(offset) === SIG_EOCD) return offset;
  }
  return -1;
}

interface Directory {
  count: number;
  offset: number;
  size: number;
}

function readDirectoryLocation(reader: Reader): Result<Directory, AnalysisError> {
  const eocd = reader.bytes.length >= EOCD_SIZE ? findEocd(reader) : -1;
  if (eocd === -1) return corrupted('zip: no end of central directory');
  const directory = {
    count: reader.u16(eocd + 10),
    size: reader.u32(eocd + 12),
    offset: reader.u32(eocd + 16),
  };
  const isZip64 =
    directory.count === U16_MAX || directory.size === U32_MAX || directory.offset === U32_MAX;
  if (!isZip64) return ok(directory);
  const locator = eocd - 20;
  if (!reader.has(locator, 20) || reader.u32(locator) !== SIG_ZIP64_LOCATOR) {
    return corrupted('zip64: no locator');
  }
  const record = reader.u64(locator + 8);
  if (!reader.has(record, 56) || reader.u32(record) !== SIG_ZIP64_EOCD) {
    return corrupted('zip64: bad end record');
  }
  return ok({
    count: reader.u64(record + 32),
    size: reader.u64(record + 40),
    offset: reader.u64(record + 48),
  });
}

/** Applies the zip64 extra field to the fields the 32-bit header saturated. */
function applyZip64(reader: Reader, entry: ZipEntry, extraStart: number, extraEnd: number): void {
  let cursor = extraStart;
  while (cursor + 4 <= extraEnd) {
    const id = reader.u16(cursor);
    const length = reader.u16(cursor + 2);
    let field = cursor + 4;
    if (id === ZIP64_EXTRA) {
      for (const key of ['uncompressedSize', 'compressedSize', 'localHeaderOffset'] as const) {
        if (entry[key] === U32_MAX && field + 8 <= Math.min(extraEnd, cursor + 4 + length)) {
          entry[key] = reader.u64(field);
          field += 8;
        }
      }
    }
    cursor += 4 + length;
  }
}

/**
 * Lists the entries of a zip from its central directory, refusing archives that are malformed
 * (FILE_CORRUPTED) or built to exhaust memory (FILE_CORRUPTED, detail "zip bomb"): more than
 * MAX_ZIP_ENTRIES entries, more than MAX_ZIP_UNCOMPRESSED declared in total, or one entry
 * larger than MAX_ENTRY_PLAIN with a ratio above MAX_ENTRY_RATIO.
 */
export function readZipDirectory(bytes: Uint8Array): Result<ZipEntry[], AnalysisError> {
  const reader = new Reader(bytes);
  const location = readDirectoryLocation(reader);
  if (!location.ok) return location;
  const { count, offset, size } = location.value;
  if (count > MAX_ZIP_ENTRIES) return bomb();
  if (!reader.has(offset, size)) return corrupted('zip: central directory out of bounds');
  const entries: ZipEntry[] = [];
  let total = 0;
  let cursor = offset;
  const decoder = new TextDecoder();
  for (let index = 0; index < count; index += 1) {
    if (!reader.has(cursor, 46) || reader.u32(cursor) !== SIG_CENTRAL) {
      return corrupted('zip: bad central directory entry');
    }
    const nameLength = reader.u16(cursor + 28);
    const extraLength = reader.u16(cursor + 30);
    const commentLength = reader.u16(cursor + 32);
    const next = cursor + 46 + nameLength + extraLength + commentLength;
    if (!reader.has(cursor, next - cursor)) return corrupted('zip: entry out of bounds');
    const entry: ZipEntry = {
      name: decoder.decode(bytes.subarray(cursor + 46, cursor + 46 + nameLength)),
      method: reader.u16(cursor + 10),
      compressedSize: reader.u32(cursor + 20),
      uncompressedSize: reader.u32(cursor + 24),
      localHeaderOffset: reader.u32(cursor + 42),
    };
    const extraStart = cursor + 46 + nameLength;
    applyZip64(reader, entry, extraStart, extraStart + extraLength);
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (total > MAX_ZIP_UNCOMPRESSED) return bomb();
    if (entry.uncompressedSize > MAX_ENTRY_PLAIN && ratio > MAX_ENTRY_RATIO) return bomb();
    entries.push(entry);
    cursor = next;
  }
  return ok(entries);
}

/**
 * Reads one entry, never inflating more than it declares: an entry that lies about its size is
 * a bomb.
 */
export function readZipEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
): Result<Uint8Array, AnalysisError> {
  const reader = new Reader(bytes);
  const header = entry.localHeaderOffset;
  if (!reader.has(header, 30) || reader.u32(header) !== SIG_LOCAL) {
    return corrupted('zip: bad local header');
  }
  const start = header + 30 + reader.u16(header + 26) + reader.u16(header + 28);
  if (!reader.has(start, entry.compressedSize)) return corrupted('zip: entry data out of bounds');
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === METHOD_STORED) return ok(data);
  if (entry.method !== METHOD_DEFLATE) return corrupted(`zip: compression method ${entry.method}`);
  try {
    return ok(inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) }));
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return code === 'ERR_BUFFER_TOO_LARGE' ? bomb() : corrupted('zip: bad deflate data');
  }
}
