import { explainScore, findSide, weighForReader } from '@contrato-claro/analyzer/reader';
import { AppError, DEFAULT_REMINDER_DAYS, type TResults } from '@contrato-claro/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analyses, findingFeedback } from '../db/schema';
import { calendarEvents, todayInSaoPaulo } from './build-calendar';
import { claimAnalysis } from './claim-analysis';
import { findVersionPlace } from './find-version-place';
import { findMyLawyerRequests } from './request-lawyer-contact';

/**
 * The full results of a finished analysis, for its owner only; NOT_FOUND for anyone else.
 * A logged-in user whose browser uploaded the analysis (its uploader cookie) and that nobody owns
 * yet claims it first: the lead whose e-mail already had an account logs in and gets the results
 * of what was just uploaded. The stored analysis is neutral; the reader's side, when one is
 * stored and the contract has it, is applied here (`side` says which, or null), with the
 * breakdown of the overall score, the findings the owner reported as wrong, the owner's open
 * lawyer request about it, how many events its calendar holds today and its place among the
 * versions of the contract.
 */
export async function getAnalysisResults(options: {
  db: Database;
  id: string;
  userId: string;
  uploaderSecretHash: string | null;
}): Promise<TResults> {
  if (options.uploaderSecretHash !== null) {
    await claimAnalysis({
      db: options.db,
      analysisId: options.id,
      ownerId: options.userId,
      uploaderSecretHash: options.uploaderSecretHash,
    });
  }
  const [row] = await options.db
    .select({
      results: analyses.results,
      finishedAt: analyses.finishedAt,
      readerSide: analyses.readerSide,
      previousId: analyses.previousId,
      rootId: analyses.versionRootId,
    })
    .from(analyses)
    .where(
      and(
        eq(analyses.id, options.id),
        eq(analyses.ownerId, options.userId),
        eq(analyses.status, 'done'),
      ),
    );
  if (!row?.results || !row.finishedAt) throw new AppError('NOT_FOUND');
  const side =
    row.readerSide === null ? null : (findSide(row.results, row.readerSide)?.key ?? null);
  const weighed = weighForReader(row.results, side);
  const reported = await options.db
    .select({ findingId: findingFeedback.findingId })
    .from(findingFeedback)
    .where(eq(findingFeedback.analysisId, options.id));
  const lawyerRequests = await findMyLawyerRequests({
    db: options.db,
    userId: options.userId,
    analysisIds: [options.id],
  });
  const calendar = calendarEvents({
    results: { ...weighed, userServiceId: options.id },
    reminderDays: DEFAULT_REMINDER_DAYS,
    today: todayInSaoPaulo(),
  });
  return {
    ...weighed,
    userServiceId: options.id,
    analyzedAt: row.finishedAt.toISOString(),
    side,
    breakdown: explainScore(weighed),
    reportedFindingIds: reported.map((report) => report.findingId),
    lawyerRequest: lawyerRequests.get(options.id) ?? null,
    calendarEvents: calendar.length,
    version: await findVersionPlace({
      db: options.db,
      userId: options.userId,
      id: options.id,
      previousId: row.previousId,
      rootId: row.rootId,
    }),
  };
}
