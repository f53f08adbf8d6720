import type { TVersionPlace } from '@contrato-claro/shared';
import { and, asc, eq, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analyses } from '../db/schema';

/**
 * Where the owner's analysis `id` stands among the versions of its contract: the version it
 * revises, its number and how many there are, in upload order — as "Minhas análises" numbers
 * them (the first version is 1).
 */
export async function findVersionPlace(options: {
  db: Database;
  userId: string;
  id: string;
  /** The analysis' own `previous_id` and `version_root_id`. */
  previousId: string | null;
  rootId: string | null;
}): Promise<TVersionPlace> {
  const rootId = options.rootId ?? options.id;
  const chain = await options.db
    .select({ id: analyses.id })
    .from(analyses)
    .where(
      and(
        eq(analyses.ownerId, options.userId),
        or(eq(analyses.id, rootId), eq(analyses.versionRootId, rootId)),
      ),
    )
    .orderBy(asc(analyses.createdAt), asc(analyses.id));
  return {
    previousId: options.previousId,
    number: chain.findIndex((version) => version.id === options.id) + 1,
    count: chain.length,
  };
}
