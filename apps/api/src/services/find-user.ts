import { AppError } from '@contrato-claro/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users, type TUserRow } from '../db/schema';

/**
 * The account behind a verified token. A token that outlived its account (deleted) is as good as
 * none: 401 UNAUTHORIZED, so the SPA drops it.
 */
export async function findUser(options: { db: Database; userId: string }): Promise<TUserRow> {
  const [user] = await options.db.select().from(users).where(eq(users.id, options.userId));
  if (!user) throw new AppError('UNAUTHORIZED');
  return user;
}
