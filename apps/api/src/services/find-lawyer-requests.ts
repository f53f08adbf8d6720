import type { TLawyerRequest, TLawyerRequestScope } from '@contrato-claro/shared';
import { asc, desc, eq, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { analyses, lawyerRequests, staffMembers, users } from '../db/schema';

/** Most requests one list answers. */
export const MAX_LISTED_REQUESTS = 200;

/** A request as the queue shows it, with the customer's id (for the audit line, never shown). */
export type FoundLawyerRequest = TLawyerRequest & { userId: string };

const assignee = alias(staffMembers, 'assignee');

/**
 * Lawyer requests with the customer's contact and company data and the analysis they came from:
 * one (`id`), or a part of the queue — open ones by time left (the most urgent first), concluded
 * ones latest first. Personal fields are only selected, never filtered or sorted on (they may be
 * encrypted at rest).
 */
export async function findLawyerRequests(
  options: { db: Database } & ({ id: string } | { scope: TLawyerRequestScope }),
): Promise<FoundLawyerRequest[]> {
  const { db } = options;
  let where: SQL;
  let order: SQL;
  if ('id' in options) {
    where = eq(lawyerRequests.id, options.id);
    order = asc(lawyerRequests.dueAt);
  } else if (options.scope === 'abertos') {
    where = ne(lawyerRequests.state, 'concluido');
    order = asc(lawyerRequests.dueAt);
  } else {
    where = eq(lawyerRequests.state, 'concluido');
    order = desc(lawyerRequests.dueAt);
  }
  const rows = await db
    .select({
      id: lawyerRequests.id,
      userId: lawyerRequests.userId,
      state: lawyerRequests.state,
      requestedAt: lawyerRequests.requestedAt,
      dueAt: lawyerRequests.dueAt,
      handledAt: lawyerRequests.handledAt,
      attempts: lawyerRequests.attempts,
      assigneeId: assignee.id,
      assigneeName: assignee.name,
      name: users.name,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      cellphone: users.cellphone,
      companyName: users.companyName,
      employeesNumber: users.employeesNumber,
      businessSegment: users.businessSegment,
      analysisId: analyses.id,
      fileName: analyses.fileName,
      contractType: analyses.contractType,
      score: analyses.score,
    })
    .from(lawyerRequests)
    .innerJoin(users, eq(users.id, lawyerRequests.userId))
    .leftJoin(analyses, eq(analyses.id, lawyerRequests.analysisId))
    .leftJoin(assignee, eq(assignee.id, lawyerRequests.assignedTo))
    .where(where)
    .orderBy(order, asc(lawyerRequests.id))
    .limit(MAX_LISTED_REQUESTS);
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    state: row.state,
    requestedAt: row.requestedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    attempts: row.attempts,
    assignedTo:
      row.assigneeId && row.assigneeName ? { id: row.assigneeId, name: row.assigneeName } : null,
    customer: {
      name: row.name,
      email: row.email,
      emailConfirmed: row.emailVerifiedAt !== null,
      cellphone: row.cellphone,
      companyName: row.companyName,
      employeesNumber: row.employeesNumber,
      businessSegment: row.businessSegment,
    },
    analysis:
      row.analysisId && row.fileName
        ? {
            id: row.analysisId,
            fileName: row.fileName,
            contractType: row.contractType,
            score: row.score,
          }
        : null,
  }));
}
