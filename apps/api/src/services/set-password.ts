import { AppError, type TSetPasswordRequest } from '@contrato-claro/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users, type TUserRow } from '../db/schema';
import { findUser } from './find-user';
import { assertPasswordNotCommon } from './check-password-strength';
import { hashPassword, verifyPassword } from './hash-password';

/** "campo: mensagem" details of a refused change (pt-BR). */
const CURRENT_PASSWORD_MISSING = 'currentPassword: Informe a senha atual';
const CURRENT_PASSWORD_WRONG = 'currentPassword: Senha atual incorreta';
const EMAIL_NOT_VERIFIED = 'Confirme seu e-mail com o código enviado antes de definir uma senha.';

/** How long after a code sign-in a password may be set without the current one (reset). */
export const RESET_WINDOW_SECONDS = 15 * 60;

/**
 * Sets the password of a verified account (a lead account has none), or changes it. Changing
 * requires the current password, so a stolen token alone cannot take the account over — unless
 * the session was opened with a one-time code in the last minutes: that proved the mailbox, and
 * is how a forgotten password is reset. A wrong one is 400 VALIDATION, not 401: the SPA ends the
 * session on any 401 (SPEC.md §8). A common new password is 400 WEAK_PASSWORD. An unverified identity gets 403 FORBIDDEN. Every token
 * issued before is revoked (the token version rises); the caller issues a new one.
 */
export async function setPassword(options: {
  db: Database;
  userId: string;
  request: TSetPasswordRequest;
  /** When this session was opened by a code sign-in (epoch seconds), else null. */
  codeSignInAt: number | null;
}): Promise<TUserRow> {
  const { db, userId, request, codeSignInAt } = options;
  const user = await findUser({ db, userId });
  if (user.emailVerifiedAt === null) {
    throw new AppError('FORBIDDEN', { message: EMAIL_NOT_VERIFIED });
  }
  const isReset = codeSignInAt !== null && Date.now() / 1000 - codeSignInAt < RESET_WINDOW_SECONDS;
  if (user.passwordHash !== null && !isReset) {
    if (!request.currentPassword) {
      throw new AppError('VALIDATION', { details: [CURRENT_PASSWORD_MISSING] });
    }
    if (!(await verifyPassword(user.passwordHash, request.currentPassword))) {
      throw new AppError('VALIDATION', { details: [CURRENT_PASSWORD_WRONG] });
    }
  }
  assertPasswordNotCommon(request.password, [user.email, user.name]);
  const passwordHash = await hashPassword(request.password);
  const [updated] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return updated!;
}
