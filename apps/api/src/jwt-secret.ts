import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const FILE_NAME = 'jwt-secret';

/**
 * The HS256 secret of embedded mode: generated once, kept in `DATA_DIR/jwt-secret` readable only
 * by the owner, so tokens stay valid across restarts.
 */
export async function readOrCreateJwtSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, FILE_NAME);
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
