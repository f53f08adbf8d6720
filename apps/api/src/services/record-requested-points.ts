import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analyses } from '../db/schema';

/**
 * Remembers the findings the owner put in their message to the other party about an analysis
 * (the last message wins), so that the comparison with the next version checks them first.
 */
export async function recordRequestedPoints(options: {
  db: Database;
  id: string;
  userId: string;
  findingIds: readonly string[];
}): Promise<void> {
  await options.db
    .update(analyses)
    .set({ requestedFindingIds: [...options.findingIds] })
    .where(and(eq(analyses.id, options.id), eq(analyses.ownerId, options.userId)));
}
