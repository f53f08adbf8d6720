import { compareVersions } from '@contrato-claro/analyzer/compare';
import { AppError, type TComparison, type TResults } from '@contrato-claro/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analyses } from '../db/schema';
import { getAnalysisResults } from './get-analysis-results';

const headOf = (results: TResults): TComparison['before'] => ({
  userServiceId: results.userServiceId,
  fileName: results.fileName,
  analyzedAt: results.analyzedAt,
  score: results.finalScore.score,
  band: results.finalScore.band,
});

/**
 * A revised version compared with the version it was uploaded from, for their owner only (both
 * loaded as the owner sees them, weighed for their side); NOT_FOUND for anyone else, for a first
 * version and before the new one is done. The points of the owner's last message about the
 * earlier version are checked first.
 */
export async function compareAnalysisVersions(options: {
  db: Database;
  id: string;
  userId: string;
}): Promise<TComparison> {
  const { db, id, userId } = options;
  const [row] = await db
    .select({ previousId: analyses.previousId })
    .from(analyses)
    .where(and(eq(analyses.id, id), eq(analyses.ownerId, userId)));
  if (!row?.previousId) throw new AppError('NOT_FOUND');
  const [previous] = await db
    .select({ requestedFindingIds: analyses.requestedFindingIds })
    .from(analyses)
    .where(and(eq(analyses.id, row.previousId), eq(analyses.ownerId, userId)));
  if (!previous) throw new AppError('NOT_FOUND');
  const load = (analysisId: string) =>
    getAnalysisResults({ db, id: analysisId, userId, uploaderSecretHash: null });
  const after = await load(id);
  const before = await load(row.previousId);
  return {
    before: headOf(before),
    after: headOf(after),
    ...compareVersions(before, after, previous.requestedFindingIds),
  };
}
