import { AppError, type TLoginRequest } from '@contrato-claro/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users, type TUserRow } from '../db/schema';
import { verifyPassword } from './hash-password';

/**
 * The user whose e-mail and password match, or 401 INVALID_CREDENTIALS. Unknown e-mail, account
 * without a password and wrong password answer the same words after the same argon2 work.
 */
export async function loginUser(options: {
  db: Database;
  request: TLoginRequest;
}): Promise<TUserRow> {
  const { db, request } = options;
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, request.email))
    .limit(1);
  const isValid = await verifyPassword(user?.passwordHash ?? null, request.password);
  if (!user || !isValid) throw new AppError('INVALID_CREDENTIALS');
  return user;
}
