import { findSide } from '@contrato-claro/analyzer/reader';
import { AppError, SIDE_NOT_IN_CONTRACT, type TResults } from '@contrato-claro/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analyses } from '../db/schema';
import { getAnalysisResults } from './get-analysis-results';

/**
 * Records which side of the contract the owner is ("Sou o LOCATÁRIO"), or null for the neutral
 * analysis, and answers the results weighed for it. Only the owner of a finished analysis may
 * (NOT_FOUND for anyone else); a side the contract does not have is a VALIDATION error.
 */
export async function setReaderSide(options: {
  db: Database;
  id: string;
  userId: string;
  side: string | null;
}): Promise<TResults> {
  const owned = and(
    eq(analyses.id, options.id),
    eq(analyses.ownerId, options.userId),
    eq(analyses.status, 'done'),
  );
  const [row] = await options.db.select({ results: analyses.results }).from(analyses).where(owned);
  if (!row?.results) throw new AppError('NOT_FOUND');
  let key: string | null = null;
  if (options.side !== null) {
    const party = findSide(row.results, options.side);
    if (party === undefined) throw new AppError('VALIDATION', { details: [SIDE_NOT_IN_CONTRACT] });
    key = party.key;
  }
  await options.db.update(analyses).set({ readerSide: key }).where(owned);
  return getAnalysisResults({
    db: options.db,
    id: options.id,
    userId: options.userId,
    uploaderSecretHash: null,
  });
}
