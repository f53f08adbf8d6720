import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/**
 * Revokes every token of the user ("Sair", password change): their version no longer matches.
 * The new version, for a token issued afterwards. Callers also forget the cached version.
 */
export async function revokeTokens(options: { db: Database; userId: string }): Promise<number> {
  const [row] = await options.db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, options.userId))
    .returning({ tokenVersion: users.tokenVersion });
  return row?.tokenVersion ?? 0;
}
