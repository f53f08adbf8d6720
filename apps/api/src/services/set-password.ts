import { AppError, type TSetPasswordRequest } from '@contrato-claro/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { findUser } from './find-user';
import { hashPassword, verifyPassword } from './hash-password';

/** "campo: mensagem" details of a refused change (pt-BR). */
const CURRENT_PASSWORD_MISSING = 'currentPassword: Informe a senha atual';
const CURRENT_PASSWORD_WRONG = 'currentPassword: Senha atual incorreta';

/**
 * Sets the password of a lead account (created without one) so it can come back through /login,
 * or changes an existing one. Changing requires the current password, so a stolen token alone
 * cannot take the account over for longer than the token lives. A wrong one is 400 VALIDATION,
 * not 401: the SPA ends the session on any 401 (SPEC.md §8).
 */
export async function setPassword(options: {
  db: Database;
  userId: string;
  request: TSetPasswordRequest;
}): Promise<void> {
  const { db, userId, request } = options;
  const user = await findUser({ db, userId });
  if (user.passwordHash !== null) {
    if (!request.currentPassword) {
      throw new AppError('VALIDATION', { details: [CURRENT_PASSWORD_MISSING] });
    }
    if (!(await verifyPassword(user.passwordHash, request.currentPassword))) {
      throw new AppError('VALIDATION', { details: [CURRENT_PASSWORD_WRONG] });
    }
  }
  const passwordHash = await hashPassword(request.password);
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
