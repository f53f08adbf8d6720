import { AppError, type TResults } from '@contrato-claro/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analyses } from '../db/schema';

/** The full results of a finished analysis, for its owner only; NOT_FOUND for anyone else. */
export async function getAnalysisResults(options: {
  db: Database;
  id: string;
  userId: string;
}): Promise<TResults> {
  const [row] = await options.db
    .select({ results: analyses.results, finishedAt: analyses.finishedAt })
    .from(analyses)
    .where(
      and(
        eq(analyses.id, options.id),
        eq(analyses.ownerId, options.userId),
        eq(analyses.status, 'done'),
      ),
    );
  if (!row?.results || !row.finishedAt) throw new AppError('NOT_FOUND');
  return { ...row.results, userServiceId: options.id, analyzedAt: row.finishedAt.toISOString() };
}
