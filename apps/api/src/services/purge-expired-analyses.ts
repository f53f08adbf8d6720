import { and, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analyses } from '../db/schema';
import { purgeOldStrikes } from '../jobs/fair-share';
import { deleteStoredFile } from './stored-files';

/**
 * LGPD: deletes unclaimed analyses (and their files) whose retention period has passed.
 * Claimed analyses stay until their owner deletes them or the account. Fair use's strike records
 * past their hour go too.
 */
export async function purgeExpiredAnalyses(options: {
  db: Database;
  filesDir: string;
}): Promise<number> {
  const rows = await options.db
    .delete(analyses)
    .where(and(isNull(analyses.ownerId), lt(analyses.expiresAt, sql`now()`)))
    .returning({ filePath: analyses.filePath });
  await purgeOldStrikes(options.db);
  for (const row of rows) {
    if (row.filePath) await deleteStoredFile(options.filesDir, row.filePath);
  }
  return rows.length;
}
