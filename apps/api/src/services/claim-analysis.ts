import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analyses, users } from '../db/schema';

/**
 * Gives an unowned, unexpired analysis to `ownerId` when `uploaderSecretHash` is the uploader's
 * (true again when it is already theirs: a repeated click). One atomic UPDATE: of two concurrent
 * claims by different people only one can match `owner_id IS NULL`. False for every failure
 * (unknown id, wrong cookie, already claimed, expired, owner account gone), which callers must not
 * tell apart.
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
    .set({ ownerId, claimedAt: sql`coalesce(${analyses.claimedAt}, now())` })
    .where(
      and(
        eq(analyses.id, analysisId),
        or(isNull(analyses.ownerId), eq(analyses.ownerId, ownerId)),
        eq(analyses.uploaderSecretHash, uploaderSecretHash),
        gt(analyses.expiresAt, sql`now()`),
        // A token may outlive its account (deleted meanwhile): nothing to give, not a 500.
        sql`exists (select 1 from ${users} where ${users.id} = ${ownerId})`,
      ),
    )
    .returning({ id: analyses.id });
  return claimed.length === 1;
}
