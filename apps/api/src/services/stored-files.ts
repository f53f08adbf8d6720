import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { currentFileKey, fileKeyById } from '../db/encryption';
import { openSealed, sealChunks, SEALED_HEADER_BYTES, sealedKeyId } from './sealed-file';

/**
 * Uploads wait for their analysis under DATA_DIR/files, sealed with the data key (sealed-file.ts):
 * the disk, its backups and snapshots never hold a contract in clear. A file is written as
 * `<name>.part` and renamed once complete, so what a crash leaves half-written is told apart at
 * once (removeOrphanFiles).
 */
export const PARTIAL_SUFFIX = '.part';

const unlinkIfThere = (file: string) =>
  unlink(file).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  });

/**
 * Seals `source` into a new file under `filesDir`, renamed to its final name once complete; on
 * any failure nothing is left. Returns its name, its plaintext (at most the upload limit, which
 * the caller checks) and how to delete it.
 */
export async function storeFile(
  filesDir: string,
  source: Readable | Buffer,
  /** Called with each chunk as it arrives (an idle timer). */
  onChunk: () => void = () => undefined,
): Promise<{ storedName: string; bytes: Buffer; discard: () => Promise<void> }> {
  await mkdir(filesDir, { recursive: true, mode: 0o700 });
  const storedName = randomBytes(16).toString('hex');
  const storedPath = path.join(filesDir, storedName);
  const partPath = storedPath + PARTIAL_SUFFIX;
  const chunks: Buffer[] = [];
  try {
    await pipeline(
      Buffer.isBuffer(source) ? Readable.from([source]) : source,
      (input: AsyncIterable<Buffer>) =>
        sealChunks(input, currentFileKey(), (chunk) => {
          chunks.push(chunk);
          onChunk();
        }),
      createWriteStream(partPath, { mode: 0o600 }),
    );
    await rename(partPath, storedPath);
  } catch (error) {
    await unlinkIfThere(partPath);
    throw error;
  }
  return {
    storedName,
    bytes: Buffer.concat(chunks),
    discard: () => unlinkIfThere(storedPath).catch(() => undefined),
  };
}

/**
 * The key (base64) that opens a stored file, for the analysis child; null for a file an earlier
 * release stored unsealed.
 */
export async function storedFileKey(filesDir: string, storedName: string): Promise<string | null> {
  const handle = await open(path.join(filesDir, storedName), 'r');
  try {
    const { buffer, bytesRead } = await handle.read(
      Buffer.alloc(SEALED_HEADER_BYTES),
      0,
      SEALED_HEADER_BYTES,
      0,
    );
    const id = sealedKeyId(buffer.subarray(0, bytesRead));
    return id === null ? null : fileKeyById(id).toString('base64');
  } finally {
    await handle.close();
  }
}

/** The plaintext of a stored file (sealed or, from an earlier release, not). */
export async function readStoredFile(filesDir: string, storedName: string): Promise<Buffer> {
  const bytes = await readFile(path.join(filesDir, storedName));
  const id = sealedKeyId(bytes);
  return openSealed(bytes, id === null ? null : fileKeyById(id));
}

/** Deletes an upload under DATA_DIR/files; a file already gone is fine. */
export async function deleteStoredFile(filesDir: string, storedName: string): Promise<void> {
  await unlinkIfThere(path.join(filesDir, storedName));
}
