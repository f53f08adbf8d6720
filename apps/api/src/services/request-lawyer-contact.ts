import {
  AppError,
  LAWYER_CONTACT_HOURS,
  type TStaffNotificationChannel,
} from '@contrato-claro/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analyses, lawyerRequests, staffNotifications, users } from '../db/schema';

const HOUR_MS = 60 * 60 * 1000;

/**
 * "Sim" in the lawyer modal: flags the user and records a request about their latest analysis,
 * due LAWYER_CONTACT_HOURS later (SPEC.md §9), and queues its announcement to the team in the
 * same transaction (the StaffNotifier sends it). Every "Sim" is its own row.
 */
export async function requestLawyerContact(options: {
  db: Database;
  userId: string;
  /** Where the team hears of it (see notificationChannels); queued with the request. */
  channels: TStaffNotificationChannel[];
}): Promise<{ dueAt: Date }> {
  const { db, userId, channels } = options;
  const requestedAt = new Date();
  const dueAt = new Date(requestedAt.getTime() + LAWYER_CONTACT_HOURS * HOUR_MS);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ wantsLawyerContact: true, hasFeedback: true, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (updated.length === 0) throw new AppError('UNAUTHORIZED');
    const [latest] = await tx
      .select({ id: analyses.id })
      .from(analyses)
      .where(eq(analyses.ownerId, userId))
      .orderBy(desc(analyses.createdAt))
      .limit(1);
    const [request] = await tx
      .insert(lawyerRequests)
      .values({ userId, analysisId: latest?.id ?? null, requestedAt, dueAt })
      .returning({ id: lawyerRequests.id });
    await tx.insert(staffNotifications).values(
      channels.map((channel) => ({
        requestId: request!.id,
        kind: 'new_request' as const,
        channel,
        nextAttemptAt: requestedAt,
      })),
    );
  });
  return { dueAt };
}
