import { AppError, type TStaffLoginVerifyRequest } from '@contrato-claro/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { staffMembers, type TStaffMemberRow } from '../db/schema';
import { consumeStaffCode } from './consume-staff-code';

/**
 * Step two of a staff sign-in: the code mailed for this challenge proves the mailbox. The active
 * member it belongs to, or 400 INVALID_CODE (wrong, expired, used, too many attempts).
 */
export async function finishStaffLogin(options: {
  db: Database;
  request: TStaffLoginVerifyRequest;
}): Promise<TStaffMemberRow> {
  const { db, request } = options;
  const staffId = await consumeStaffCode({ db, secret: request });
  const [member] = staffId
    ? await db
        .select()
        .from(staffMembers)
        .where(and(eq(staffMembers.id, staffId), eq(staffMembers.isActive, true)))
    : [];
  if (!member) throw new AppError('INVALID_CODE');
  return member;
}
