import { timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { staffCodes } from '../db/schema';
import { hashSecret, MAX_CODE_ATTEMPTS } from './send-email-code';

/**
 * Uses a staff member's one-time secret once and answers whose it is, or null (unknown, expired,
 * wrong). An invitation is found by its link token; a sign-in code by its challenge id, and a
 * wrong code counts an attempt (after MAX_CODE_ATTEMPTS the challenge is gone).
 */
export async function consumeStaffCode(options: {
  db: Database;
  secret: { token: string } | { challengeId: string; code: string };
}): Promise<string | null> {
  const { db, secret } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(staffCodes)
      .where(
        and(
          'token' in secret
            ? and(
                eq(staffCodes.purpose, 'setup'),
                eq(staffCodes.secretHash, hashSecret(secret.token)),
              )
            : and(eq(staffCodes.purpose, 'login'), eq(staffCodes.id, secret.challengeId)),
          gt(staffCodes.expiresAt, sql`now()`),
        ),
      )
      .for('update');
    if (!row) return null;
    const isRight =
      'token' in secret ||
      timingSafeEqual(
        Buffer.from(row.secretHash, 'hex'),
        Buffer.from(hashSecret(secret.code), 'hex'),
      );
    if (isRight || row.attempts + 1 >= MAX_CODE_ATTEMPTS) {
      await tx.delete(staffCodes).where(eq(staffCodes.id, row.id));
    } else {
      await tx
        .update(staffCodes)
        .set({ attempts: row.attempts + 1 })
        .where(eq(staffCodes.id, row.id));
    }
    return isRight ? row.staffId : null;
  });
}
