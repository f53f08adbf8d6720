import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, count, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailIndex, emailValues, isEmail } from '../db/encryption';
import { emailCodes, users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { codeMail, noAccountMail, type CodePurpose } from '../mail/templates';

/** How long a code (and its link) is valid. */
export const CODE_TTL_MINUTES = 15;
/** Wrong guesses one requester may make at a code; then it is cancelled for that requester. */
export const MAX_CODE_ATTEMPTS = 5;
/**
 * Live codes an e-mail may have at once. A new code does not void the ones already delivered
 * (every one is in the same mailbox); at the cap, no new code is made until one expires or is used.
 */
export const MAX_LIVE_CODES = 5;
/** Path of the SPA screen that signs in with the link (the token travels in the fragment). */
export const CODE_LINK_PATH = '/entrar';

/** How codes and link tokens are stored: their SHA-256, never the values. */
export const hashSecret = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Mails a one-time code (6 digits) and a sign-in link to `email`, beside the codes already
 * delivered to it (at most MAX_LIVE_CODES live: past that, nothing is sent). A sign-in request for an e-mail that no identity uses gets an e-mail saying so and
 * no code. Callers run it after answering, so the answer is the same for every e-mail.
 */
export async function sendEmailCode(options: {
  db: Database;
  mailer: Mailer;
  email: string;
  purpose: CodePurpose;
  publicUrl: string;
}): Promise<void> {
  const { db, mailer, email, purpose, publicUrl } = options;
  if (purpose === 'sign-in') {
    const [known] = await db
      .select({ id: users.id })
      .from(users)
      .where(isEmail(users, email))
      .limit(1);
    if (!known) return mailer.send(noAccountMail({ to: email, publicUrl }));
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const linkToken = randomBytes(32).toString('base64url');
  const isStored = await db.transaction(async (tx) => {
    // Requests for one e-mail count and insert one at a time, so the cap holds under concurrency.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`email-code:${emailIndex(email)}`}))`,
    );
    const [live] = await tx
      .select({ codes: count() })
      .from(emailCodes)
      .where(and(isEmail(emailCodes, email), gt(emailCodes.expiresAt, sql`now()`)));
    if ((live?.codes ?? 0) >= MAX_LIVE_CODES) return false;
    await tx.insert(emailCodes).values({
      ...emailValues(email),
      codeHash: hashSecret(code),
      linkTokenHash: hashSecret(linkToken),
      expiresAt: sql`now() + ${CODE_TTL_MINUTES} * interval '1 minute'`,
    });
    return true;
  });
  if (!isStored) return;
  await mailer.send(
    codeMail({
      to: email,
      purpose,
      code,
      link: `${publicUrl}${CODE_LINK_PATH}#${new URLSearchParams({ token: linkToken })}`,
      validMinutes: CODE_TTL_MINUTES,
    }),
  );
}
