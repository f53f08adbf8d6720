import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A secret of embedded mode (or of a scale-out DATA_DIR shared by every process) that no variable
 * set: generated once into `DATA_DIR/<fileName>`, readable only by the owner, so it stays the same
 * across restarts. Used for the JWT secret (`jwt-secret`) and the data key (`data-key`).
 */
export async function readOrCreateSecret(dataDir: string, fileName: string): Promise<string> {
  const file = path.join(dataDir, fileName);
  await mkdir(dataDir, { recursive: true });
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
