import { eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analyses, analyticsEvents, lawyerRequests, users } from '../db/schema';
import { deleteStoredFile } from './stored-files';

/**
 * Erases an account for good (LGPD): the user, their analyses (rows and stored files), lawyer
 * requests and analytics events, including anonymous events about their analyses. Rows go in one
 * transaction; files go only after it committed, so a rolled-back delete loses no file.
 */
export async function deleteUser(options: {
  db: Database;
  userId: string;
  filesDir: string;
}): Promise<void> {
  const { db, userId, filesDir } = options;
  const fileNames = await db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: analyses.id, filePath: analyses.filePath })
      .from(analyses)
      .where(eq(analyses.ownerId, userId));
    const analysisIds = owned.map((analysis) => analysis.id);
    await tx
      .delete(analyticsEvents)
      .where(
        analysisIds.length === 0
          ? eq(analyticsEvents.userId, userId)
          : or(
              eq(analyticsEvents.userId, userId),
              inArray(analyticsEvents.analysisId, analysisIds),
            ),
      );
    await tx.delete(lawyerRequests).where(eq(lawyerRequests.userId, userId));
    await tx.delete(analyses).where(eq(analyses.ownerId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    return owned.flatMap((analysis) => (analysis.filePath === null ? [] : [analysis.filePath]));
  });
  await Promise.all(fileNames.map((fileName) => deleteStoredFile(filesDir, fileName)));
}
