import type { TUserExport } from '@contrato-claro/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analyses, findingFeedback, lawyerRequestEvents, lawyerRequests } from '../db/schema';
import { findUser } from './find-user';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** "Exportar meus dados": everything kept about the user, as one JSON document. */
export async function exportUserData(options: {
  db: Database;
  userId: string;
}): Promise<TUserExport> {
  const { db, userId } = options;
  const user = await findUser({ db, userId });
  const [owned, requests, reports] = await Promise.all([
    db.select().from(analyses).where(eq(analyses.ownerId, userId)).orderBy(asc(analyses.createdAt)),
    db
      .select()
      .from(lawyerRequests)
      .where(eq(lawyerRequests.userId, userId))
      .orderBy(asc(lawyerRequests.requestedAt)),
    db
      .select()
      .from(findingFeedback)
      .where(eq(findingFeedback.userId, userId))
      .orderBy(asc(findingFeedback.createdAt)),
  ]);
  // The team's record of each call-back, without who on the team did what.
  const events =
    requests.length === 0
      ? []
      : await db
          .select()
          .from(lawyerRequestEvents)
          .where(
            inArray(
              lawyerRequestEvents.requestId,
              requests.map((request) => request.id),
            ),
          )
          .orderBy(asc(lawyerRequestEvents.createdAt));
  return {
    exportedAt: new Date().toISOString(),
    account: {
      userId: user.id,
      name: user.name,
      email: user.email,
      emailVerifiedAt: isoOrNull(user.emailVerifiedAt),
      hasPassword: user.passwordHash !== null,
      createdAt: iso(user.createdAt),
      lead: {
        status: user.status,
        qualifiedAt: isoOrNull(user.qualifiedAt),
        companyName: user.companyName,
        employeesNumber: user.employeesNumber,
        businessSegment: user.businessSegment,
        cellphone: user.cellphone,
        followUp: user.leadStatus,
      },
      wantsLawyerContact: user.wantsLawyerContact,
    },
    analyses: owned.map((analysis) => ({
      userServiceId: analysis.id,
      fileName: analysis.fileName,
      fileSize: analysis.fileSize,
      status: analysis.status,
      contractType: analysis.contractType,
      score: analysis.score,
      readerSide: analysis.readerSide,
      createdAt: iso(analysis.createdAt),
      results: analysis.results,
    })),
    lawyerRequests: requests.map((request) => ({
      requestedAt: iso(request.requestedAt),
      dueAt: iso(request.dueAt),
      handledAt: isoOrNull(request.handledAt),
      userServiceId: request.analysisId,
      state: request.state,
      history: events
        .filter((event) => event.requestId === request.id)
        .map((event) => ({
          kind: event.kind,
          toState: event.toState,
          note: event.note,
          createdAt: iso(event.createdAt),
        })),
    })),
    findingReports: reports.map((report) => ({
      userServiceId: report.analysisId,
      findingId: report.findingId,
      reason: report.reason,
      comment: report.comment,
      createdAt: iso(report.createdAt),
    })),
  };
}
