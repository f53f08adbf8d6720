import { AppError } from '@contrato-claro/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analyses } from '../db/schema';

/**
 * What a revised version of the owner's finished analysis `id` inherits: the version it revises,
 * the chain's first version (history groups by it) and the reader's side. NOT_FOUND for anyone
 * else's analysis, or one not done.
 */
export async function findVersionBase(options: {
  db: Database;
  id: string;
  userId: string;
}): Promise<{ version: { previousId: string; rootId: string }; readerSide: string | null }> {
  const [row] = await options.db
    .select({ rootId: analyses.versionRootId, readerSide: analyses.readerSide })
    .from(analyses)
    .where(
      and(
        eq(analyses.id, options.id),
        eq(analyses.ownerId, options.userId),
        eq(analyses.status, 'done'),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND');
  return {
    version: { previousId: options.id, rootId: row.rootId ?? options.id },
    readerSide: row.readerSide,
  };
}
