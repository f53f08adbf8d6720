import type { TStaffNotification } from '@contrato-claro/shared';
import { desc, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { staffNotifications } from '../db/schema';

/** Most notifications one list answers. */
const MAX_LISTED = 100;

/** A notification row as the back office shows it (ids and technical errors only). */
export function toStaffNotification(
  row: typeof staffNotifications.$inferSelect,
): TStaffNotification {
  return {
    id: row.id,
    requestId: row.requestId,
    kind: row.kind,
    channel: row.channel,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/**
 * The latest notifications about lawyer requests, dead letters first: what the team was told (the
 * back office's copy when no SMTP server is configured) and what could not be delivered.
 */
export async function listStaffNotifications(options: {
  db: Database;
}): Promise<TStaffNotification[]> {
  const rows = await options.db
    .select()
    .from(staffNotifications)
    .orderBy(sql`${staffNotifications.status} = 'dead' desc`, desc(staffNotifications.createdAt))
    .limit(MAX_LISTED);
  return rows.map(toStaffNotification);
}
