import { scoreBand, type TAnalysisSummary, type TAnalysisVersion } from '@contrato-claro/shared';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analyses } from '../db/schema';
import { findMyLawyerRequests } from './request-lawyer-contact';

/** Most analyses one list shows; older ones stay until deleted (and in the data export). */
export const MAX_LISTED_ANALYSES = 200;

const listed = {
  id: analyses.id,
  fileName: analyses.fileName,
  contractType: analyses.contractType,
  createdAt: analyses.createdAt,
  status: analyses.status,
  score: analyses.score,
};

const shaped = (row: {
  id: string;
  fileName: string;
  createdAt: Date;
  status: TAnalysisVersion['status'];
  score: number | null;
}): TAnalysisVersion => ({
  userServiceId: row.id,
  fileName: row.fileName,
  createdAt: row.createdAt.toISOString(),
  status: row.status,
  score: row.score,
  band: row.score === null ? null : scoreBand(row.score),
});

/**
 * "Minhas análises": the user's analyses, newest first, as the list shows them (with the open
 * lawyer request of each). An analysis and its later versions are one item: the first version,
 * with the others under it, newest first.
 */
export async function listAnalyses(options: {
  db: Database;
  userId: string;
}): Promise<TAnalysisSummary[]> {
  const { db, userId } = options;
  const rows = await db
    .select(listed)
    .from(analyses)
    .where(and(eq(analyses.ownerId, userId), isNull(analyses.versionRootId)))
    .orderBy(desc(analyses.createdAt))
    .limit(MAX_LISTED_ANALYSES);
  const ids = rows.map((row) => row.id);
  const versions =
    ids.length === 0
      ? []
      : await db
          .select({ ...listed, rootId: analyses.versionRootId })
          .from(analyses)
          .where(and(eq(analyses.ownerId, userId), inArray(analyses.versionRootId, ids)))
          .orderBy(desc(analyses.createdAt));
  const lawyerRequests = await findMyLawyerRequests({ db, userId, analysisIds: ids });
  return rows.map((row) => ({
    ...shaped(row),
    contractType: row.contractType,
    lawyerRequest: lawyerRequests.get(row.id) ?? null,
    versions: versions.filter((version) => version.rootId === row.id).map(shaped),
  }));
}
