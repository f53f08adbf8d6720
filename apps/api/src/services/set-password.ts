import { AppError, type TSetPasswordRequest } from '@contrato-claro/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { findUser } from './find-user';
import { hashPassword, verifyPassword } from './hash-password';

/**
 * Sets the password of a lead account (created without one) so it can come back through /login,
 * or changes an existing one. Changing requires the current password, so a stolen token alone
 * cannot take the account over for longer than the token lives.
 */
export async function setPassword(options: {
  db: Database;
  userId: string;
  request: TSetPasswordRequest;
}): Promise<void> {
  const { db, userId, request } = options;
  const user = await findUser({ db, userId });
  if (user.passwordHash !== null) {
    const isCurrent = await verifyPassword(user.passwordHash, request.currentPassword ?? '');
    if (!isCurrent) throw new AppError('INVALID_CREDENTIALS');
  }
  const passwordHash = await hashPassword(request.password);
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
