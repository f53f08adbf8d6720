import { timingSafeEqual } from 'node:crypto';
import { AppError, type TVerifyCodeRequest } from '@contrato-claro/shared';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { isEmail } from '../db/encryption';
import { emailCodes, type TUserRow } from '../db/schema';
import { joinIdentities } from './join-identities';
import { hashSecret, MAX_CODE_ATTEMPTS } from './send-email-code';

const isSameHash = (left: string, right: string) =>
  timingSafeEqual(Buffer.from(left, 'hex'), Buffer.from(right, 'hex'));

/**
 * Proves a mailbox with the code of its e-mail (or the link token), once: the code is consumed
 * and the e-mail's identities are joined into its verified account (see joinIdentities), whose
 * row is returned with the ids of the identities that no longer exist. A wrong code counts an
 * attempt; after MAX_CODE_ATTEMPTS the code is gone. Every failure is the same 400 INVALID_CODE.
 */
export async function verifyEmailCode(options: {
  db: Database;
  request: TVerifyCodeRequest;
  /** The caller's current identity (bearer), kept as the account when there is none yet. */
  identityId: string | null;
}): Promise<{ user: TUserRow; removedIdentityIds: string[] }> {
  const { db, request, identityId } = options;
  const live = gt(emailCodes.expiresAt, sql`now()`);
  const joined = await db.transaction(async (tx) => {
    const [row] = await tx
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
      // The newest first: during an upgrade, a code of the previous release may share the e-mail.
      .orderBy(desc(emailCodes.createdAt))
      .limit(1)
      .for('update');
    if (!row) return null;
    if ('code' in request && !isSameHash(row.codeHash, hashSecret(request.code))) {
      if (row.attempts + 1 >= MAX_CODE_ATTEMPTS) {
        await tx.delete(emailCodes).where(eq(emailCodes.id, row.id));
      } else {
        await tx
          .update(emailCodes)
          .set({ attempts: row.attempts + 1 })
          .where(eq(emailCodes.id, row.id));
      }
      return null;
    }
    await tx.delete(emailCodes).where(eq(emailCodes.id, row.id));
    return joinIdentities({ tx, email: row.email, identityId });
  });
  if (!joined) throw new AppError('INVALID_CODE');
  return joined;
}
