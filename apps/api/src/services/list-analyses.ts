import { scoreBand, type TAnalysisSummary } from '@contrato-claro/shared';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analyses } from '../db/schema';
import { findMyLawyerRequests } from './request-lawyer-contact';

/** Most analyses one list shows; older ones stay until deleted (and in the data export). */
export const MAX_LISTED_ANALYSES = 200;

/**
 * "Minhas análises": the user's analyses, newest first, as the list shows them (with the open
 * lawyer request of each).
 */
export async function listAnalyses(options: {
  db: Database;
  userId: string;
}): Promise<TAnalysisSummary[]> {
  const rows = await options.db
    .select({
      id: analyses.id,
      fileName: analyses.fileName,
      contractType: analyses.contractType,
      createdAt: analyses.createdAt,
      status: analyses.status,
      score: analyses.score,
    })
    .from(analyses)
    .where(eq(analyses.ownerId, options.userId))
    .orderBy(desc(analyses.createdAt))
    .limit(MAX_LISTED_ANALYSES);
  const lawyerRequests = await findMyLawyerRequests({
    db: options.db,
    userId: options.userId,
    analysisIds: rows.map((row) => row.id),
  });
  return rows.map((row) => ({
    userServiceId: row.id,
    fileName: row.fileName,
    contractType: row.contractType,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    score: row.score,
    band: row.score === null ? null : scoreBand(row.score),
    lawyerRequest: lawyerRequests.get(row.id) ?? null,
  }));
}
