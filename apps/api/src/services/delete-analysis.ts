import { AppError } from '@contrato-claro/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analyses } from '../db/schema';
import { deleteStoredFile } from './stored-files';

/** Deletes an owner's analysis for good: the row, its results and any stored file. */
export async function deleteAnalysis(options: {
  db: Database;
  filesDir: string;
  id: string;
  userId: string;
}): Promise<void> {
  const [row] = await options.db
    .delete(analyses)
    .where(and(eq(analyses.id, options.id), eq(analyses.ownerId, options.userId)))
    .returning({ filePath: analyses.filePath });
  if (!row) throw new AppError('NOT_FOUND');
  if (row.filePath) await deleteStoredFile(options.filesDir, row.filePath);
}
