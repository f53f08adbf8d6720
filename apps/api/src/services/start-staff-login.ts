import { randomInt } from 'node:crypto';
import { isAppError, type TStaffLoginRequest } from '@contrato-claro/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { staffMembers } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { staffLoginCodeMail } from '../mail/templates';
import { verifyPassword } from './hash-password';
import { issueStaffCode } from './issue-staff-code';
import { throttleLogin } from './login-user';
import { recordAudit } from './record-audit';

/** How long the code of a staff sign-in is valid. */
export const STAFF_LOGIN_CODE_MINUTES = 10;

/**
 * Step one of a staff sign-in: the password of an active member who has joined. Right, a 6-digit
 * code is mailed to them and the challenge id to send it with is answered; wrong (or unknown,
 * inactive, not joined: the same words after the same argon2 work) is 401 INVALID_CREDENTIALS,
 * throttled like customer logins but counted apart, and audited.
 */
export async function startStaffLogin(options: {
  db: Database;
  mailer: Mailer;
  request: TStaffLoginRequest;
  ip: string;
}): Promise<{ challengeId: string }> {
  const { db, mailer, request, ip } = options;
  let triedId: string | null = null;
  const member = await throttleLogin({
    db,
    account: `staff:${request.email}`,
    ip,
    check: async () => {
      const [row] = await db
        .select()
        .from(staffMembers)
        .where(eq(sql`lower(${staffMembers.email})`, request.email));
      triedId = row?.id ?? null;
      const isValid = await verifyPassword(row?.passwordHash ?? null, request.password);
      return row && isValid && row.isActive && row.emailVerifiedAt ? row : null;
    },
  }).catch(async (error: unknown) => {
    if (isAppError(error) && error.code === 'INVALID_CREDENTIALS') {
      // The member tried (when the e-mail is one), never the e-mail itself.
      await recordAudit({
        db,
        actorId: null,
        action: 'staff.login_failed',
        targetType: 'staff_member',
        targetId: triedId,
      });
    }
    throw error;
  });
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const challengeId = await issueStaffCode({
    db,
    staffId: member.id,
    purpose: 'login',
    secret: code,
    ttlMinutes: STAFF_LOGIN_CODE_MINUTES,
  });
  await mailer.send(
    staffLoginCodeMail({ to: member.email, code, validMinutes: STAFF_LOGIN_CODE_MINUTES }),
  );
  return { challengeId };
}
