import { FIRST_PARTY_EVENTS, type TComparison } from '@contrato-claro/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analyticsEvents } from '../db/schema';
import { recordFirstPartyEvent } from './record-event';

/**
 * "Version Compared", once per version (opening the comparison again is not another one), with
 * counts only.
 */
export async function recordVersionCompared(options: {
  db: Database;
  userId: string;
  comparison: TComparison;
}): Promise<void> {
  const { db, comparison } = options;
  const analysisId = comparison.after.userServiceId;
  const [seen] = await db
    .select({ id: analyticsEvents.id })
    .from(analyticsEvents)
    .where(
      and(
        eq(analyticsEvents.analysisId, analysisId),
        eq(analyticsEvents.name, FIRST_PARTY_EVENTS.versionCompared),
      ),
    )
    .limit(1);
  if (seen) return;
  await recordFirstPartyEvent({
    db,
    name: FIRST_PARTY_EVENTS.versionCompared,
    properties: {
      resolved: comparison.findings.resolved.length,
      remaining: comparison.findings.remaining.length,
      new: comparison.findings.new.length,
      changedClauses: comparison.clauses.filter((clause) => clause.status !== 'unchanged').length,
    },
    userId: options.userId,
    analysisId,
  });
}
