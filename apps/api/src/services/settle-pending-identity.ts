import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { isEmail } from '../db/encryption';
import { users } from '../db/schema';
import { moveWork } from './join-identities';
import { verifiedEmailOf } from './list-pending-identities';

/**
 * The owner's answer about one pending identity: `accept` moves its analyses and requests into
 * the account (never its contact details, never its password); `discard` erases it and what it
 * made. Either way the identity is gone (its tokens are to be revoked). False when it is not a
 * pending identity of this account's e-mail.
 */
export async function settlePendingIdentity(options: {
  db: Database;
  userId: string;
  identityId: string;
  answer: 'accept' | 'discard';
}): Promise<boolean> {
  const { db, userId, identityId, answer } = options;
  return db.transaction(async (tx) => {
    const email = await verifiedEmailOf(tx, userId);
    if (email === null) return false;
    const [identity] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, identityId), isEmail(users, email), isNull(users.emailVerifiedAt)))
      .for('update');
    if (!identity) return false;
    if (answer === 'accept') await moveWork(tx, [identity.id], userId);
    // Discarded: its analyses, requests and events go with it (cascade).
    await tx.delete(users).where(eq(users.id, identity.id));
    return true;
  });
}
