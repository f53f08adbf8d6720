import type { TLawyerRequestEvent, TStaffNotification } from '@contrato-claro/shared';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { lawyerRequestEvents, staffMembers, staffNotifications } from '../db/schema';
import { toStaffNotification } from './list-staff-notifications';

const actor = alias(staffMembers, 'actor');
const assignee = alias(staffMembers, 'assignee');

/** Every change of a request (who, what, when), oldest first, and its notifications. */
export async function getLawyerRequestHistory(options: {
  db: Database;
  id: string;
}): Promise<{ history: TLawyerRequestEvent[]; notifications: TStaffNotification[] }> {
  const { db, id } = options;
  const events = await db
    .select({
      event: lawyerRequestEvents,
      actorName: actor.name,
      assigneeName: assignee.name,
    })
    .from(lawyerRequestEvents)
    .leftJoin(actor, eq(actor.id, lawyerRequestEvents.actorId))
    .leftJoin(assignee, eq(assignee.id, lawyerRequestEvents.assignedTo))
    .where(eq(lawyerRequestEvents.requestId, id))
    .orderBy(asc(lawyerRequestEvents.createdAt), asc(lawyerRequestEvents.id));
  const notifications = await db
    .select()
    .from(staffNotifications)
    .where(eq(staffNotifications.requestId, id))
    .orderBy(asc(staffNotifications.createdAt));
  return {
    history: events.map(({ event, actorName, assigneeName }) => ({
      id: event.id,
      kind: event.kind,
      at: event.createdAt.toISOString(),
      actor: event.actorId && actorName ? { id: event.actorId, name: actorName } : null,
      fromState: event.fromState,
      toState: event.toState,
      assignedTo:
        event.assignedTo && assigneeName ? { id: event.assignedTo, name: assigneeName } : null,
      note: event.note,
    })),
    notifications: notifications.map(toStaffNotification),
  };
}
