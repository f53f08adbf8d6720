import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * The format of an upload waiting on disk for its analysis: `MAGIC | key id (4 bytes) | iv (12) |
 * AES-256-GCM ciphertext | tag (16)`. The key id says which data key sealed it (rotation). No
 * dependency beyond node:crypto: the analysis child, which has no keyring, opens files with the
 * key its parent hands it.
 */
const MAGIC = Buffer.from('\0ccfile1', 'latin1');
const KEY_ID_BYTES = 4;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Bytes before the ciphertext. */
export const SEALED_HEADER_BYTES = MAGIC.length + KEY_ID_BYTES + IV_BYTES;

/** A key that seals upload files: its id (hex, as in the keyring) and its AES-256 key. */
export interface FileKey {
  id: string;
  key: Buffer;
}

/**
 * Seals `source` chunk by chunk with `fileKey`; `onPlain` sees each plaintext chunk as it passes
 * (the caller keeps what it needs to check the file without reading it back).
 */
export async function* sealChunks(
  source: AsyncIterable<Buffer>,
  fileKey: FileKey,
  onPlain: (chunk: Buffer) => void = () => undefined,
): AsyncGenerator<Buffer> {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', fileKey.key, iv);
  yield Buffer.concat([MAGIC, Buffer.from(fileKey.id, 'hex'), iv]);
  for await (const chunk of source) {
    onPlain(chunk);
    yield cipher.update(chunk);
  }
  yield Buffer.concat([cipher.final(), cipher.getAuthTag()]);
}

/** The id of the key that sealed a file, from its first bytes; null for a file never sealed. */
export function sealedKeyId(head: Buffer): string | null {
  if (head.length < SEALED_HEADER_BYTES || !head.subarray(0, MAGIC.length).equals(MAGIC)) {
    return null;
  }
  return head.subarray(MAGIC.length, MAGIC.length + KEY_ID_BYTES).toString('hex');
}

/**
 * The plaintext of a stored file: opened with `key` when sealed (a file altered on disk fails its
 * tag and throws); a file an earlier release stored unsealed is returned as it is.
 */
export function openSealed(bytes: Buffer, key: Buffer | null): Buffer {
  if (sealedKeyId(bytes) === null) return bytes;
  if (key === null) throw new Error('a sealed upload came without its key');
  const iv = bytes.subarray(MAGIC.length + KEY_ID_BYTES, SEALED_HEADER_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv).setAuthTag(
    bytes.subarray(bytes.length - TAG_BYTES),
  );
  return Buffer.concat([
    decipher.update(bytes.subarray(SEALED_HEADER_BYTES, bytes.length - TAG_BYTES)),
    decipher.final(),
  ]);
}
