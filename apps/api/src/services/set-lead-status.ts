import { AppError, type TLeadStatus } from '@contrato-claro/shared';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/** Moves a qualified lead to `status`; 404 NOT_FOUND for anyone who is not a lead. */
export async function setLeadStatus(options: {
  db: Database;
  leadId: string;
  status: TLeadStatus;
}): Promise<void> {
  const updated = await options.db
    .update(users)
    .set({ leadStatus: options.status, updatedAt: sql`now()` })
    .where(and(eq(users.id, options.leadId), isNotNull(users.qualifiedAt)))
    .returning({ id: users.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND');
}
