import { AppError, type TStaffLoginVerifyRequest } from '@contrato-claro/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { staffCodes, staffMembers, type TStaffMemberRow } from '../db/schema';
import { consumeStaffCode } from './consume-staff-code';
import { recordAudit } from './record-audit';

/**
 * Step two of a staff sign-in: the code mailed for this challenge proves the mailbox. The active
 * member it belongs to, or 400 INVALID_CODE (wrong, expired, used, too many attempts), audited.
 */
export async function finishStaffLogin(options: {
  db: Database;
  request: TStaffLoginVerifyRequest;
}): Promise<TStaffMemberRow> {
  const { db, request } = options;
  // Whose challenge it is, for the audit of a failure (gone once used, expired or exhausted).
  const [challenge] = await db
    .select({ staffId: staffCodes.staffId })
    .from(staffCodes)
    .where(and(eq(staffCodes.id, request.challengeId), eq(staffCodes.purpose, 'login')));
  const staffId = await consumeStaffCode({ db, secret: request });
  const [member] = staffId
    ? await db
        .select()
        .from(staffMembers)
        .where(and(eq(staffMembers.id, staffId), eq(staffMembers.isActive, true)))
    : [];
  if (!member) {
    await recordAudit({
      db,
      actorId: null,
      action: 'staff.login_code_failed',
      targetType: 'staff_member',
      targetId: challenge?.staffId ?? null,
    });
    throw new AppError('INVALID_CODE');
  }
  return member;
}
