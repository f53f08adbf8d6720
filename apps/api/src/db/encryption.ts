import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { and, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { customType, type PgColumn } from 'drizzle-orm/pg-core';
import { readOrCreateSecret } from '../secret-file';

/**
 * Data at rest. Contract excerpts and personal data are encrypted by the application (AES-256-GCM)
 * before they reach PostgreSQL, so the database files — live pages, the dead tuples a DELETE
 * leaves, TOAST, WAL, backups — only ever hold ciphertext: deleting a row leaves nothing readable
 * behind, with no VACUUM FULL or WAL rewrite (which PGlite and a managed server could not promise).
 *
 * A stored value is `enc1.<key id>.<base64url(iv | ciphertext | tag)>`: the version and key id say
 * which key reads it, so keys rotate (DATA_ENCRYPTION_KEY="new,old": the first encrypts, every one
 * decrypts, and `reencryptRows` moves old rows to the first). A value without the prefix is a
 * plaintext row of an earlier release and reads as it is until re-encrypted.
 *
 * The keys live in this module because Drizzle's column types have no per-database context: one
 * process, one keyring, installed at start-up by `openDataKeyring` before any query.
 */

const VERSION = 'enc1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

interface DataKey {
  id: string;
  /** AES-256-GCM key. */
  cipherKey: Buffer;
  /** HMAC-SHA-256 key of the blind indexes (e-mail lookups). */
  indexKey: Buffer;
  /** AES-256-GCM key of the uploads waiting on disk (services/stored-files.ts). */
  fileKey: Buffer;
}

export interface DataKeyring {
  /** Encrypts every write and indexes every e-mail written. */
  current: DataKey;
  /** Every key that may have written a stored value, by id (the current one included). */
  byId: Map<string, DataKey>;
}

const derive = (secret: string, purpose: string, bytes: number) =>
  Buffer.from(hkdfSync('sha256', secret, '', `contrato-claro ${purpose}`, bytes));

/** The keyring of `secrets` (≥ 32 characters each), the first being the current key. */
export function createDataKeyring(secrets: readonly string[]): DataKeyring {
  if (secrets.length === 0) throw new Error('a data keyring needs at least one key');
  const keys = secrets.map((secret) => ({
    id: derive(secret, 'data key id', 4).toString('hex'),
    cipherKey: derive(secret, 'data encryption', 32),
    indexKey: derive(secret, 'blind index', 32),
    fileKey: derive(secret, 'upload files', 32),
  }));
  return { current: keys[0]!, byId: new Map(keys.map((key) => [key.id, key])) };
}

let installed: DataKeyring | null = null;

/** Makes `keyring` the one every encrypted column of this process uses. */
export function useDataKeyring(keyring: DataKeyring): void {
  installed = keyring;
}

/**
 * Installs the process' keyring: DATA_ENCRYPTION_KEY's keys, or else the key generated once into
 * `SECRETS_DIR/data-key` (by default DATA_DIR, which scale-out processes share).
 */
export async function openDataKeyring(options: {
  dataKeys: readonly string[] | null;
  secretsDir: string;
  dataDir: string;
}): Promise<void> {
  if (!options.dataKeys) await refuseKeyLeftBehind(options);
  const secrets = options.dataKeys ?? [await readOrCreateSecret(options.secretsDir, 'data-key')];
  useDataKeyring(createDataKeyring(secrets));
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * A key generated before SECRETS_DIR was set lies in DATA_DIR; one generated now in SECRETS_DIR
 * could not read what the first encrypted. The start stops instead, saying where to move it.
 */
async function refuseKeyLeftBehind(dirs: { secretsDir: string; dataDir: string }) {
  const [secretsKey, dataKey] = [dirs.secretsDir, dirs.dataDir].map((dir) =>
    path.join(path.resolve(dir), 'data-key'),
  );
  if (secretsKey === dataKey || (await exists(secretsKey)) || !(await exists(dataKey!))) return;
  throw new Error(
    `${dataKey} holds the key of the stored data, and SECRETS_DIR has none: move it to ${secretsKey} before starting (a new key could not read that data)`,
  );
}

function keyring(): DataKeyring {
  if (!installed) throw new Error('no data keyring: openDataKeyring must run at start-up');
  return installed;
}

/** The key new uploads are sealed with, and its id (see sealed-file.ts). */
export function currentFileKey(): { id: string; key: Buffer } {
  const { id, fileKey } = keyring().current;
  return { id, key: fileKey };
}

/** The upload key of data key `id` (a file sealed before a rotation names an older one). */
export function fileKeyById(id: string): Buffer {
  const key = keyring().byId.get(id);
  if (!key) throw new Error(`an upload was sealed with an unknown data key (id ${id})`);
  return key.fileKey;
}

/** `enc1.<id>.`: what every value written with the current key starts with. */
export function currentPrefix(): string {
  return `${VERSION}.${keyring().current.id}.`;
}

/** `plain` sealed with the current key, as stored: `enc1.<key id>.<base64url(iv | data | tag)>`. */
export function encryptText(plain: string): string {
  const key = keyring().current;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.cipherKey, iv);
  const sealed = Buffer.concat([
    iv,
    cipher.update(plain, 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return `${VERSION}.${key.id}.${sealed.toString('base64url')}`;
}

const isEncrypted = (stored: string) => stored.startsWith(`${VERSION}.`);

/** The plaintext of a stored value; a value of an earlier release (no prefix) is returned as is. */
export function decryptText(stored: string): string {
  if (!isEncrypted(stored)) return stored;
  const [, id, body] = stored.split('.');
  const key = keyring().byId.get(id ?? '');
  // Never the value in the message: errors are logged.
  if (!key || body === undefined) {
    throw new Error(`a stored value was encrypted with an unknown data key (id ${id})`);
  }
  const sealed = Buffer.from(body, 'base64url');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    key.cipherKey,
    sealed.subarray(0, IV_BYTES),
  ).setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();
const blindIndex = (key: DataKey, email: string) =>
  createHmac('sha256', key.indexKey).update(normalizeEmail(email)).digest('base64url');

/**
 * The blind index of an e-mail (keyed HMAC of the lower-cased address), stored beside its
 * ciphertext so lookups and uniqueness work on it without the address itself.
 */
export function emailIndex(email: string): string {
  return blindIndex(keyring().current, email);
}

/** What a row stores of an e-mail: its ciphertext (by the column type) and its blind index. */
export function emailValues(email: string): { email: string; emailHash: string } {
  return { email, emailHash: emailIndex(email) };
}

/**
 * The rows of `email`: by blind index under every key (rows not yet re-encrypted carry an older
 * one), or by the plaintext of a row an earlier release wrote (no blind index yet).
 */
export function isEmail(columns: { email: PgColumn; emailHash: PgColumn }, email: string): SQL {
  const indexes = [...keyring().byId.values()].map((key) => blindIndex(key, email));
  return or(
    inArray(columns.emailHash, indexes),
    and(isNull(columns.emailHash), sql`lower(${columns.email}) = ${normalizeEmail(email)}`),
  )!;
}

/** A `text` column stored encrypted. */
export const encryptedText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: encryptText,
  fromDriver: decryptText,
});

/**
 * A `jsonb` column stored encrypted: the JSON text is encrypted and kept as a JSON string, so the
 * column keeps its type (rows of an earlier release, plain objects, still read).
 */
export const encryptedJson = <T>() =>
  customType<{ data: T; driverData: unknown }>({
    dataType: () => 'jsonb',
    toDriver: (value) => JSON.stringify(encryptText(JSON.stringify(value))),
    fromDriver: (value) => {
      // Drivers hand jsonb over parsed; the raw text is parsed here in case one does not.
      const parsed: unknown =
        typeof value === 'string' && !isEncrypted(value) ? JSON.parse(value) : value;
      return (
        typeof parsed === 'string' && isEncrypted(parsed) ? JSON.parse(decryptText(parsed)) : parsed
      ) as T;
    },
  });
