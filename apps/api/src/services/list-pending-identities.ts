import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { isEmail } from '../db/encryption';
import { analyses, lawyerRequests, users } from '../db/schema';

/** The verified account's e-mail, or null when the account is not verified. */
export async function verifiedEmailOf(db: Database, userId: string): Promise<string | null> {
  const [account] = await db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return account?.verifiedAt ? account.email : null;
}

/** An identity made under the account's e-mail by someone who never proved the mailbox. */
export interface PendingIdentity {
  id: string;
  createdAt: Date;
  analyses: Array<{ id: string; fileName: string; createdAt: Date }>;
  lawyerRequests: number;
}

/**
 * What was made under the signed-in account's e-mail before it was confirmed, by identities the
 * owner has not brought in: each with its analyses (names and dates) and lawyer requests. Empty
 * for an unverified account (it has not proven the mailbox).
 */
export async function listPendingIdentities(options: {
  db: Database;
  userId: string;
}): Promise<PendingIdentity[]> {
  const { db, userId } = options;
  const email = await verifiedEmailOf(db, userId);
  if (email === null) return [];
  const identities = await db
    .select({ id: users.id, createdAt: users.createdAt })
    .from(users)
    .where(and(isEmail(users, email), isNull(users.emailVerifiedAt)))
    .orderBy(desc(users.createdAt));
  if (identities.length === 0) return [];
  const ids = identities.map((identity) => identity.id);
  const made = await db
    .select({
      id: analyses.id,
      ownerId: analyses.ownerId,
      fileName: analyses.fileName,
      createdAt: analyses.createdAt,
    })
    .from(analyses)
    .where(inArray(analyses.ownerId, ids))
    .orderBy(desc(analyses.createdAt));
  const requests = await db
    .select({ userId: lawyerRequests.userId, count: sql<number>`count(*)::int` })
    .from(lawyerRequests)
    .where(inArray(lawyerRequests.userId, ids))
    .groupBy(lawyerRequests.userId);
  return identities.map((identity) => ({
    ...identity,
    analyses: made
      .filter((analysis) => analysis.ownerId === identity.id)
      .map(({ id, fileName, createdAt }) => ({ id, fileName, createdAt })),
    lawyerRequests: requests.find((row) => row.userId === identity.id)?.count ?? 0,
  }));
}
