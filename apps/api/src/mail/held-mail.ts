import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decryptText, encryptText } from '../db/encryption';
import type { MailMessage } from './mailer';

/**
 * Production without SMTP_URL: the codes and links that e-mails would carry never go to the log
 * (anyone reading logs could sign in as staff or accept an invitation). Each such e-mail is held
 * instead, encrypted with the data key, in `DATA_DIR/held-mail/`, until the operator prints them
 * on request (`npm run mail:held -w apps/api`, which works while the server runs).
 */
export const HELD_MAIL_DIR = 'held-mail';

/** The longest a held link is of use (a staff invitation, 72 h); older ones are deleted. */
const HELD_MAIL_MAX_AGE_MS = 72 * 60 * 60 * 1000;

/** What the operator reads of a held e-mail. */
export interface HeldMail {
  at: string;
  to: string;
  subject: string;
  note: Record<string, string>;
}

/** Keeps one e-mail for the operator (encrypted, readable only by the owner). */
export async function holdMail(dataDir: string, message: MailMessage): Promise<void> {
  const dir = path.join(dataDir, HELD_MAIL_DIR);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const held: HeldMail = {
    at: new Date().toISOString(),
    to: message.to,
    subject: message.subject,
    note: message.operatorNote,
  };
  const name = `${Date.now()}-${randomBytes(6).toString('hex')}`;
  await writeFile(path.join(dir, name), encryptText(JSON.stringify(held)), { mode: 0o600 });
}

/** The held e-mails, oldest first; those past HELD_MAIL_MAX_AGE_MS are deleted instead. */
export async function readHeldMail(dataDir: string, now = Date.now()): Promise<HeldMail[]> {
  const dir = path.join(dataDir, HELD_MAIL_DIR);
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const held: HeldMail[] = [];
  for (const name of names.sort()) {
    const file = path.join(dir, name);
    const info = await stat(file);
    if (info.mtimeMs < now - HELD_MAIL_MAX_AGE_MS) {
      await unlink(file);
      continue;
    }
    held.push(JSON.parse(decryptText(await readFile(file, 'utf8'))) as HeldMail);
  }
  return held;
}
