import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailCodes, loginFailures } from '../db/schema';

/**
 * Deletes e-mail codes past their expiry and login failures a day old (long past the longest
 * delay they can impose): neither is of use any more, and both name e-mails (codes) or stand
 * for them (failures). How many rows went.
 */
export async function purgeExpiredCodes(options: { db: Database }): Promise<number> {
  const codes = await options.db
    .delete(emailCodes)
    .where(lt(emailCodes.expiresAt, sql`now()`))
    .returning({ id: emailCodes.id });
  const failures = await options.db
    .delete(loginFailures)
    .where(lt(loginFailures.lastFailedAt, sql`now() - interval '1 day'`))
    .returning({ key: loginFailures.key });
  return codes.length + failures.length;
}
