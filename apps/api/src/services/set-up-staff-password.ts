import { AppError, type TStaffSetupRequest } from '@contrato-claro/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { staffMembers, type TStaffMemberRow } from '../db/schema';
import { consumeStaffCode } from './consume-staff-code';
import { assertPasswordNotCommon } from './check-password-strength';
import { hashPassword } from './hash-password';

/**
 * The invitation link's step: sets the member's password and marks the e-mail verified (only its
 * owner could open the link). The link works once; every earlier staff token of the member is
 * revoked. A common password is 400 WEAK_PASSWORD (the link stays valid). A used, expired or unknown link, or a deactivated member, is 400 INVALID_CODE.
 */
export async function setUpStaffPassword(options: {
  db: Database;
  request: TStaffSetupRequest;
}): Promise<TStaffMemberRow> {
  const { db, request } = options;
  // Before the link is spent: a refused password leaves it usable for another try.
  assertPasswordNotCommon(request.password);
  const staffId = await consumeStaffCode({ db, secret: { token: request.token } });
  if (!staffId) throw new AppError('INVALID_CODE');
  const [member] = await db
    .update(staffMembers)
    .set({
      passwordHash: await hashPassword(request.password),
      emailVerifiedAt: sql`coalesce(${staffMembers.emailVerifiedAt}, now())`,
      tokenVersion: sql`${staffMembers.tokenVersion} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(staffMembers.id, staffId), eq(staffMembers.isActive, true)))
    .returning();
  if (!member) throw new AppError('INVALID_CODE');
  return member;
}
