import type { Database } from '../db/client';
import { auditLog } from '../db/schema';

/**
 * What staff did, a closed list: signing in and out (and the sign-ins that failed), managing
 * members, what a member's role refused them, every view of a lead's personal data and of the
 * leads list, every change of a lawyer request, every export.
 */
export const AUDIT_ACTIONS = [
  'staff.login',
  'staff.login_failed',
  'staff.login_code_failed',
  'staff.refused',
  'staff.logout',
  'staff.password_set',
  'staff.invite',
  'staff.deactivate',
  'lawyer_request.list',
  'lawyer_request.view',
  'lawyer_request.update',
  'analysis.view',
  'lead.list',
  'lead.view',
  'lead.update',
  'lead.export',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

/** Kinds of thing an audit line points at. */
export type TAuditTarget = 'staff_member' | 'lawyer_request' | 'analysis' | 'user';

/**
 * Writes one audit line: who (`actorId`, a staff member; null for the operator's command line),
 * what, on which target (type and id), and now. Never personal data: ids only. `subjectUserId`
 * names the customer whose data was seen or changed, so erasing them severs the link.
 * `db` may be a transaction, so the line commits with the change it records.
 */
export async function recordAudit(options: {
  db: Database;
  actorId: string | null;
  action: TAuditAction;
  targetType: TAuditTarget;
  targetId?: string | null;
  subjectUserId?: string | null;
  /** What a refused attempt tried (method and route pattern). */
  detail?: string | null;
}): Promise<void> {
  const { db, actorId, action, targetType } = options;
  const { targetId = null, subjectUserId = null, detail = null } = options;
  await db
    .insert(auditLog)
    .values({ actorId, action, targetType, targetId, subjectUserId, detail });
}

/**
 * The same action on many customers at once (a queue shown, an export): one line per customer,
 * in one insert. A line about a customer (`targetType` "user") names them only as its subject, so
 * erasing them leaves no id behind.
 */
export async function recordAuditForEach(options: {
  db: Database;
  actorId: string;
  action: TAuditAction;
  targetType: TAuditTarget;
  lines: readonly { targetId: string | null; subjectUserId: string }[];
}): Promise<void> {
  const { db, actorId, action, targetType, lines } = options;
  if (lines.length === 0) return;
  await db.insert(auditLog).values(lines.map((line) => ({ actorId, action, targetType, ...line })));
}
