import { AppError } from '@contrato-claro/shared';
import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analyses } from '../db/schema';
import { deleteStoredFile } from './stored-files';

/**
 * Deletes an owner's analysis for good: its rows (results, kept .docx and reports of findings go
 * with it by cascade) and stored files. A first version takes every later version of its
 * contract with it — "Minhas análises" shows them as one item. A later version goes alone: the
 * version after it then revises, and is compared with, the one before it. NOT_FOUND for anyone
 * else's. Rows go in one transaction; files only after it committed, so a rolled-back delete
 * loses no file.
 */
export async function deleteAnalysis(options: {
  db: Database;
  filesDir: string;
  id: string;
  userId: string;
}): Promise<void> {
  const { id, userId } = options;
  const fileNames = await options.db.transaction(async (tx) => {
    const [target] = await tx
      .select({ previousId: analyses.previousId, rootId: analyses.versionRootId })
      .from(analyses)
      .where(and(eq(analyses.id, id), eq(analyses.ownerId, userId)))
      .for('update');
    if (!target) throw new AppError('NOT_FOUND');
    const isFirstVersion = target.rootId === null;
    if (!isFirstVersion) {
      // Before the delete, whose cascade along `previous_id` would take the next version too.
      await tx
        .update(analyses)
        .set({ previousId: target.previousId })
        .where(eq(analyses.previousId, id));
    }
    const deleted = await tx
      .delete(analyses)
      .where(
        and(
          eq(analyses.ownerId, userId),
          isFirstVersion
            ? or(eq(analyses.id, id), eq(analyses.versionRootId, id))
            : eq(analyses.id, id),
        ),
      )
      .returning({ filePath: analyses.filePath });
    return deleted.flatMap((row) => (row.filePath === null ? [] : [row.filePath]));
  });
  await Promise.all(fileNames.map((fileName) => deleteStoredFile(options.filesDir, fileName)));
}
