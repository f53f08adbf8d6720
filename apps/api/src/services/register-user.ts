import { AppError, type TRegisterRequest } from '@contrato-claro/shared';
import type { Database } from '../db/client';
import { users, type TUserRow } from '../db/schema';
import { hashPassword } from './hash-password';

/**
 * Creates an account with a password. The e-mail's unique index decides races: a taken e-mail
 * (in any letter case) is 409 EMAIL_TAKEN.
 */
export async function registerUser(options: {
  db: Database;
  request: TRegisterRequest;
}): Promise<TUserRow> {
  const { db, request } = options;
  const passwordHash = await hashPassword(request.password);
  const [user] = await db
    .insert(users)
    .values({ name: request.name, email: request.email, passwordHash })
    .onConflictDoNothing()
    .returning();
  if (!user) throw new AppError('EMAIL_TAKEN');
  return user;
}
