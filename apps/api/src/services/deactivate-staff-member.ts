import { AppError } from '@contrato-claro/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { lawyerRequests, staffCodes, staffMembers, type TStaffMemberRow } from '../db/schema';

/**
 * Takes a member's access away at once: inactive, every token revoked, pending links and codes
 * gone; the requests they held and had not concluded go back to nobody, so the queue (and its
 * 1-hour reminder) sees them again. The row stays, so the audit trail and request history still
 * name them. An admin cannot
 * deactivate themselves (the team would risk having no admin left): 403 FORBIDDEN.
 */
export async function deactivateStaffMember(options: {
  db: Database;
  staffId: string;
  actorId: string;
}): Promise<TStaffMemberRow> {
  const { db, staffId, actorId } = options;
  if (staffId === actorId) throw new AppError('FORBIDDEN');
  return db.transaction(async (tx) => {
    const [member] = await tx
      .update(staffMembers)
      .set({
        isActive: false,
        tokenVersion: sql`${staffMembers.tokenVersion} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(staffMembers.id, staffId))
      .returning();
    if (!member) throw new AppError('NOT_FOUND');
    await tx.delete(staffCodes).where(eq(staffCodes.staffId, staffId));
    await tx
      .update(lawyerRequests)
      .set({ assignedTo: null, updatedAt: sql`now()` })
      .where(and(eq(lawyerRequests.assignedTo, staffId), ne(lawyerRequests.state, 'concluido')));
    return member;
  });
}
