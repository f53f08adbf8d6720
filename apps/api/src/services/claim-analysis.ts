import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analyses, users } from '../db/schema';

/**
 * Gives an unowned, unexpired analysis to `ownerId` when `uploaderSecretHash` is the uploader's.
 * One atomic UPDATE: of two concurrent claims only one can match `owner_id IS NULL`. False for
 * every failure (unknown id, wrong cookie, already claimed, expired, owner account gone), which
 * callers must not tell apart.
 */
export async function claimAnalysis(options: {
  db: Database;
  analysisId: string;
  ownerId: string;
  uploaderSecretHash: string;
}): Promise<boolean> {
  const { db, analysisId, ownerId, uploaderSecretHash } = options;
  const claimed = await db
    .update(analyses)
    .set({ ownerId, claimedAt: sql`now()` })
    .where(
      and(
        eq(analyses.id, analysisId),
        isNull(analyses.ownerId),
        eq(analyses.uploaderSecretHash, uploaderSecretHash),
        gt(analyses.expiresAt, sql`now()`),
        // A token may outlive its account (deleted meanwhile): nothing to give, not a 500.
        sql`exists (select 1 from ${users} where ${users.id} = ${ownerId})`,
      ),
    )
    .returning({ id: analyses.id });
  return claimed.length === 1;
}
