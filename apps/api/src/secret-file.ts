import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A secret that no variable set: generated once into `SECRETS_DIR/<fileName>` (by default
 * DATA_DIR, shared by every scale-out process), readable only by the owner, so it stays the same
 * across restarts. Used for the JWT secret (`jwt-secret`) and the data key (`data-key`).
 */
export async function readOrCreateSecret(secretsDir: string, fileName: string): Promise<string> {
  const file = path.join(secretsDir, fileName);
  await mkdir(secretsDir, { recursive: true, mode: 0o700 });
  try {
    // 'wx' fails when the file exists, so two processes starting together keep one secret.
    await writeFile(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters`);
  return secret;
}
