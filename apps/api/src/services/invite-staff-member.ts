import { randomBytes } from 'node:crypto';
import { AppError, STAFF_ROLE_LABELS, type TStaffInviteRequest } from '@contrato-claro/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { staffMembers, type TStaffMemberRow } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { staffInviteMail } from '../mail/templates';
import { issueStaffCode } from './issue-staff-code';

/** How long an invitation link is valid. */
export const STAFF_INVITE_HOURS = 72;
/** Path of the SPA screen that sets the password (the token travels in the fragment). */
export const STAFF_SETUP_PATH = '/equipe/definir-senha';

/**
 * Invites someone to the team (an admin's act, or `npm run admin:create` for the first admin):
 * creates the member, refreshes one who has not joined yet, or brings back a deactivated one (who
 * joins again), and mails the link that sets the password. An active member's e-mail that already
 * joined is 409 EMAIL_TAKEN.
 */
export async function inviteStaffMember(options: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  invite: TStaffInviteRequest;
  /** The admin who invites; null for the command line. */
  invitedBy: string | null;
}): Promise<TStaffMemberRow> {
  const { db, mailer, publicUrl, invite, invitedBy } = options;
  const { member, token } = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(staffMembers)
      .where(eq(sql`lower(${staffMembers.email})`, invite.email))
      .for('update');
    if (existing?.emailVerifiedAt && existing.isActive) throw new AppError('EMAIL_TAKEN');
    const fields = { name: invite.name, role: invite.role, invitedBy, isActive: true };
    // A deactivated member comes back as newly invited: their old password and sessions are void,
    // and they join again through the link.
    const rejoin =
      existing && !existing.isActive
        ? {
            passwordHash: null,
            emailVerifiedAt: null,
            tokenVersion: sql`${staffMembers.tokenVersion} + 1`,
          }
        : {};
    const [member] = existing
      ? await tx
          .update(staffMembers)
          .set({ ...fields, ...rejoin, updatedAt: sql`now()` })
          .where(eq(staffMembers.id, existing.id))
          .returning()
      : await tx
          .insert(staffMembers)
          .values({ email: invite.email, ...fields })
          .onConflictDoNothing()
          .returning();
    // Two invitations of one e-mail at the same instant: the other one made the member.
    if (!member) throw new AppError('EMAIL_TAKEN');
    const token = randomBytes(32).toString('base64url');
    await issueStaffCode({
      db: tx,
      staffId: member.id,
      purpose: 'setup',
      secret: token,
      ttlMinutes: STAFF_INVITE_HOURS * 60,
    });
    return { member, token };
  });
  await mailer.send(
    staffInviteMail({
      to: member.email,
      name: member.name,
      roleLabel: STAFF_ROLE_LABELS[member.role],
      link: `${publicUrl}${STAFF_SETUP_PATH}#${new URLSearchParams({ token })}`,
      validHours: STAFF_INVITE_HOURS,
    }),
  );
  return member;
}
