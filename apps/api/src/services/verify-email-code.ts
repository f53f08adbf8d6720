import { timingSafeEqual } from 'node:crypto';
import { AppError, type TVerifyCodeRequest } from '@contrato-claro/shared';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { isEmail } from '../db/encryption';
import { emailCodeGuesses, emailCodes, type TUserRow } from '../db/schema';
import { joinIdentities } from './join-identities';
import { hashSecret, MAX_CODE_ATTEMPTS, MAX_LIVE_CODES } from './send-email-code';

const isSameHash = (left: string, right: string) =>
  timingSafeEqual(Buffer.from(left, 'hex'), Buffer.from(right, 'hex'));

/**
 * Proves a mailbox with one of the live codes of its e-mail (or a link token), once: the e-mail's
 * codes are consumed and its identities are joined into its verified account (see joinIdentities),
 * whose row is returned with the ids of the identities that no longer exist. A wrong code counts
 * one attempt of this requester at each live code; after MAX_CODE_ATTEMPTS those codes are
 * cancelled for this requester only, so nobody else's guesses cancel the owner's code. Every
 * failure is the same 400 INVALID_CODE.
 */
export async function verifyEmailCode(options: {
  db: Database;
  request: TVerifyCodeRequest;
  /** The caller's current identity (bearer), kept as the account when there is none yet. */
  identityId: string | null;
  /** Who guesses (`clientKeyOf`): wrong guesses are counted per requester. */
  requesterKey: string;
}): Promise<{ user: TUserRow; removedIdentityIds: string[] }> {
  const { db, request, identityId, requesterKey } = options;
  const live = gt(emailCodes.expiresAt, sql`now()`);
  const joined = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(emailCodes)
      .where(
        and(
          'token' in request
            ? eq(emailCodes.linkTokenHash, hashSecret(request.token))
            : isEmail(emailCodes, request.email),
          live,
        ),
      )
      .orderBy(desc(emailCodes.createdAt))
      .limit(MAX_LIVE_CODES)
      .for('update');
    if (rows.length === 0) return null;
    let proven = rows[0]!;
    if ('code' in request) {
      const guesses = await tx
        .select({ codeId: emailCodeGuesses.codeId, wrong: emailCodeGuesses.wrong })
        .from(emailCodeGuesses)
        .where(
          and(
            inArray(
              emailCodeGuesses.codeId,
              rows.map((row) => row.id),
            ),
            eq(emailCodeGuesses.requesterKey, requesterKey),
          ),
        );
      const wrongOf = new Map(guesses.map((guess) => [guess.codeId, guess.wrong]));
      const usable = rows.filter((row) => (wrongOf.get(row.id) ?? 0) < MAX_CODE_ATTEMPTS);
      const guessHash = hashSecret(request.code);
      const match = usable.find((row) => isSameHash(row.codeHash, guessHash));
      if (!match) {
        if (usable.length > 0) {
          await tx
            .insert(emailCodeGuesses)
            .values(usable.map((row) => ({ codeId: row.id, requesterKey, wrong: 1 })))
            .onConflictDoUpdate({
              target: [emailCodeGuesses.codeId, emailCodeGuesses.requesterKey],
              set: { wrong: sql`${emailCodeGuesses.wrong} + 1` },
            });
        }
        return null;
      }
      proven = match;
    }
    // The mailbox is proven: none of its codes is of use any more.
    await tx.delete(emailCodes).where(isEmail(emailCodes, proven.email));
    return joinIdentities({ tx, email: proven.email, identityId });
  });
  if (!joined) throw new AppError('INVALID_CODE');
  return joined;
}
