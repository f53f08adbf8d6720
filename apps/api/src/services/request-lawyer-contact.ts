import {
  AppError,
  LAWYER_CONTACT_HOURS,
  type TMyLawyerRequest,
  type TStaffNotificationChannel,
} from '@contrato-claro/shared';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analyses, lawyerRequests, staffNotifications, users } from '../db/schema';

const HOUR_MS = 60 * 60 * 1000;

/** "(11) 98765-4321" → "(11) 9…-4321": enough for the person to recognise their number. */
export function maskPhone(cellphone: string): string {
  const digits = cellphone.replace(/\D/g, '');
  return `(${digits.slice(0, 2)}) ${digits.slice(2, 3)}…-${digits.slice(-4)}`;
}

/** How the lawyer reaches the person: their cellphone when they gave one, else their e-mail. */
function contactOf(user: { cellphone: string | null; email: string }) {
  return user.cellphone
    ? { channel: 'phone' as const, contact: maskPhone(user.cellphone) }
    : { channel: 'email' as const, contact: user.email };
}

/** A request not yet concluded by the team: a further "Sim" about it updates it. */
const isOpen = ne(lawyerRequests.state, 'concluido');

/**
 * The open lawyer requests of `userId` about each of `analysisIds`, as the customer sees them
 * (the latest one per analysis).
 */
export async function findMyLawyerRequests(options: {
  db: Database;
  userId: string;
  analysisIds: string[];
}): Promise<Map<string, TMyLawyerRequest>> {
  const { db, userId, analysisIds } = options;
  const found = new Map<string, TMyLawyerRequest>();
  if (analysisIds.length === 0) return found;
  const [user] = await db
    .select({ cellphone: users.cellphone, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return found;
  const rows = await db
    .select({
      analysisId: lawyerRequests.analysisId,
      requestedAt: lawyerRequests.requestedAt,
      dueAt: lawyerRequests.dueAt,
    })
    .from(lawyerRequests)
    .where(
      and(
        eq(lawyerRequests.userId, userId),
        inArray(lawyerRequests.analysisId, analysisIds),
        isOpen,
      ),
    )
    .orderBy(desc(lawyerRequests.requestedAt));
  for (const row of rows) {
    if (row.analysisId === null || found.has(row.analysisId)) continue;
    found.set(row.analysisId, {
      requestedAt: row.requestedAt.toISOString(),
      dueAt: row.dueAt.toISOString(),
      ...contactOf(user),
    });
  }
  return found;
}

/**
 * "Sim" in the lawyer modal: flags the user and records a request about `analysisId` (one of
 * theirs, else 404; without it, their latest analysis), due LAWYER_CONTACT_HOURS later (SPEC.md
 * §9), and queues its announcement to the team in the same transaction (the StaffNotifier sends
 * it). One open request per customer and analysis: a further "Sim" while one is open touches it
 * and answers it, with its original promise, and announces nothing again. Concurrent "Sim"s of
 * one user are serialised by the lock the first UPDATE takes on their row.
 */
export async function requestLawyerContact(options: {
  db: Database;
  userId: string;
  analysisId: string | null;
  /**
   * The number the person confirmed or corrected in the modal (shown from their profile): it
   * becomes the account's, so the lawyer calls the one the person just saw. Null: unchanged.
   */
  confirmedCellphone: string | null;
  /** Where the team hears of it (see notificationChannels); queued with the request. */
  channels: TStaffNotificationChannel[];
}): Promise<TMyLawyerRequest> {
  const { db, userId, channels } = options;
  const now = new Date();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({
        wantsLawyerContact: true,
        hasFeedback: true,
        ...(options.confirmedCellphone === null ? {} : { cellphone: options.confirmedCellphone }),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId))
      .returning({ cellphone: users.cellphone, email: users.email });
    if (!user) throw new AppError('UNAUTHORIZED');
    const [analysis] = await tx
      .select({ id: analyses.id })
      .from(analyses)
      .where(
        and(
          eq(analyses.ownerId, userId),
          options.analysisId === null ? undefined : eq(analyses.id, options.analysisId),
        ),
      )
      .orderBy(desc(analyses.createdAt))
      .limit(1);
    if (options.analysisId !== null && !analysis) throw new AppError('NOT_FOUND');
    const analysisId = analysis?.id ?? null;

    const [open] = await tx
      .update(lawyerRequests)
      .set({ updatedAt: sql`now()` })
      .where(
        and(
          eq(lawyerRequests.userId, userId),
          analysisId === null
            ? isNull(lawyerRequests.analysisId)
            : eq(lawyerRequests.analysisId, analysisId),
          isOpen,
        ),
      )
      .returning({ requestedAt: lawyerRequests.requestedAt, dueAt: lawyerRequests.dueAt });
    if (open) {
      return {
        requestedAt: open.requestedAt.toISOString(),
        dueAt: open.dueAt.toISOString(),
        ...contactOf(user),
      };
    }

    const dueAt = new Date(now.getTime() + LAWYER_CONTACT_HOURS * HOUR_MS);
    const [request] = await tx
      .insert(lawyerRequests)
      .values({ userId, analysisId, requestedAt: now, dueAt })
      .returning({ id: lawyerRequests.id });
    await tx.insert(staffNotifications).values(
      channels.map((channel) => ({
        requestId: request!.id,
        kind: 'new_request' as const,
        channel,
        nextAttemptAt: now,
      })),
    );
    return { requestedAt: now.toISOString(), dueAt: dueAt.toISOString(), ...contactOf(user) };
  });
}
