import {
  analyses,
  analyticsEvents,
  lawyerRequestEvents,
  lawyerRequests,
  users,
} from '../src/db/schema';
import type { Database } from '../src/db/client';

/** Rows for the back-office tests, with the times and links each test needs. */
export async function seedLead(
  db: Database,
  lead: {
    qualifiedAt: string;
    name?: string;
    email?: string;
    cellphone?: string;
    companyName?: string | null;
    businessSegment?: string;
    employeesNumber?: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({
      email: lead.email ?? `${crypto.randomUUID()}@example.com`,
      name: lead.name ?? 'Lead Teste',
      cellphone: lead.cellphone ?? '(11) 98765-4321',
      companyName: lead.companyName ?? null,
      businessSegment: lead.businessSegment ?? 'Tecnologia',
      employeesNumber: lead.employeesNumber ?? '11-80',
      status: 'qualified_lead',
      qualifiedAt: new Date(lead.qualifiedAt),
    })
    .returning({ id: users.id });
  return row!.id;
}

export async function seedAnalysis(
  db: Database,
  analysis: {
    createdAt: string;
    ownerId?: string | null;
    contractType?: string | null;
    score?: number | null;
    status?: 'queued' | 'processing' | 'done' | 'failed';
    errorCode?: 'NO_TEXT_FOUND' | 'ANALYSIS_TIMEOUT' | null;
    finishedAfterSeconds?: number;
    /** The analysis this one is a newer version of. */
    previousId?: string;
  },
): Promise<string> {
  const createdAt = new Date(analysis.createdAt);
  const [row] = await db
    .insert(analyses)
    .values({
      uploaderSecretHash: 'seed',
      fileName: 'contrato.pdf',
      fileSize: 1000,
      fileKind: 'pdf',
      status: analysis.status ?? 'done',
      errorCode: analysis.errorCode ?? null,
      ownerId: analysis.ownerId ?? null,
      previousId: analysis.previousId ?? null,
      contractType: analysis.contractType ?? null,
      score: analysis.score ?? null,
      createdAt,
      finishedAt:
        analysis.finishedAfterSeconds === undefined
          ? null
          : new Date(createdAt.getTime() + analysis.finishedAfterSeconds * 1000),
      expiresAt: new Date(createdAt.getTime() + 7 * 86_400_000),
    })
    .returning({ id: analyses.id });
  return row!.id;
}

export async function seedEvent(
  db: Database,
  event: {
    name: string;
    at: string;
    analysisId?: string | null;
    userId?: string | null;
    properties?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(analyticsEvents).values({
    name: event.name,
    createdAt: new Date(event.at),
    analysisId: event.analysisId ?? null,
    userId: event.userId ?? null,
    properties: event.properties ?? {},
  });
}

/**
 * A lawyer request; `handled` is the team's first effort at `handledAt`: a call that went
 * unanswered (`attempt`) or the customer reached (`em_contato`), with its history line.
 */
export async function seedLawyerRequest(
  db: Database,
  request: {
    userId: string;
    analysisId?: string | null;
    at: string;
    handledAt?: string;
    handled?: 'attempt' | 'em_contato';
  },
): Promise<string> {
  const requestedAt = new Date(request.at);
  const handledAt = request.handledAt ? new Date(request.handledAt) : null;
  const [row] = await db
    .insert(lawyerRequests)
    .values({
      userId: request.userId,
      analysisId: request.analysisId ?? null,
      requestedAt,
      dueAt: new Date(requestedAt.getTime() + 4 * 3_600_000),
      handledAt,
      state: request.handled === 'em_contato' ? 'em_contato' : 'novo',
      attempts: request.handled === 'attempt' ? 1 : 0,
    })
    .returning({ id: lawyerRequests.id });
  if (request.handled && handledAt) {
    await db.insert(lawyerRequestEvents).values({
      requestId: row!.id,
      createdAt: handledAt,
      ...(request.handled === 'attempt'
        ? { kind: 'attempt' as const }
        : { kind: 'state' as const, fromState: 'novo' as const, toState: 'em_contato' as const }),
    });
  }
  return row!.id;
}
