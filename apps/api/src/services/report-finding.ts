import {
  AppError,
  CRITERIA,
  FINDING_NOT_IN_ANALYSIS,
  FIRST_PARTY_EVENTS,
  type TFindingFeedbackReason,
  type TFindingFeedbackResponse,
} from '@contrato-claro/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analyses, analyticsEvents, findingFeedback } from '../db/schema';

/**
 * "Isto está errado?": the owner of a finished analysis says one of its findings is wrong. The
 * report is kept with the analysis for the team to review (a second report of the same finding
 * replaces the first) and counted as a first-party analytics event, in one transaction. Anyone
 * but the owner gets NOT_FOUND; a finding the analysis does not have is a VALIDATION error.
 */
export async function reportFinding(options: {
  db: Database;
  id: string;
  userId: string;
  findingId: string;
  reason: TFindingFeedbackReason;
  comment: string | undefined;
}): Promise<TFindingFeedbackResponse> {
  const { db, id, userId, findingId, reason } = options;
  const [row] = await db
    .select({ results: analyses.results })
    .from(analyses)
    .where(and(eq(analyses.id, id), eq(analyses.ownerId, userId), eq(analyses.status, 'done')));
  if (!row?.results) throw new AppError('NOT_FOUND');
  const results = row.results;
  const finding = CRITERIA.flatMap((criterion) => results[criterion].findings).find(
    (candidate) => candidate.id === findingId,
  );
  if (!finding) throw new AppError('VALIDATION', { details: [FINDING_NOT_IN_ANALYSIS] });

  const report = {
    analysisId: id,
    userId,
    findingId,
    rule: finding.rule,
    reason,
    comment: options.comment ?? null,
    createdAt: new Date(),
    reviewedAt: null,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(findingFeedback)
      .values(report)
      .onConflictDoUpdate({
        target: [findingFeedback.analysisId, findingFeedback.findingId],
        set: report,
      });
    await tx.insert(analyticsEvents).values({
      // Which rule, and why: never the reader's comment.
      name: FIRST_PARTY_EVENTS.findingReported,
      properties: { rule: finding.rule, reason },
      userId,
      analysisId: id,
    });
  });
  return { findingId, reportedAt: report.createdAt.toISOString() };
}
