import { AppError, type TLoginRequest } from '@contrato-claro/shared';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { isEmail } from '../db/encryption';
import { loginFailures, users, type TUserRow } from '../db/schema';
import type { RetryAfterDetails } from '../plugins/errors';
import { verifyPassword } from './hash-password';
import { hashSecret } from './send-email-code';

/** Failures of one account from one address that cost nothing; each further one doubles the wait. */
export const FREE_LOGIN_FAILURES = 3;
/** The longest wait between two attempts of one account from one address. */
export const MAX_LOGIN_DELAY_SECONDS = 15 * 60;

/** Seconds to wait after `failures` failed attempts: 0, 0, 0, 1, 2, 4… up to 15 minutes. */
export function loginDelaySeconds(failures: number): number {
  if (failures < FREE_LOGIN_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_LOGIN_FAILURES), MAX_LOGIN_DELAY_SECONDS);
}

/**
 * Runs a password check under the per account *and* address throttle: failures past the free ones
 * double the wait before the next try from that address (429 with Retry-After); a failed check
 * (`check` answers null) is counted and becomes 401 INVALID_CREDENTIALS; a success clears them.
 * An attacker elsewhere never delays the owner. `account` names the account (e.g. its e-mail).
 */
export async function throttleLogin<T>(options: {
  db: Database;
  account: string;
  ip: string;
  check: () => Promise<T | null>;
}): Promise<T> {
  const { db, account, ip, check } = options;
  const key = hashSecret(`${account}\n${ip}`);
  const [throttle] = await db
    .select({
      failures: loginFailures.failures,
      waited: sql<number>`extract(epoch from now() - ${loginFailures.lastFailedAt})::float8`,
    })
    .from(loginFailures)
    .where(eq(loginFailures.key, key));
  if (throttle) {
    const remaining = Math.ceil(loginDelaySeconds(throttle.failures) - throttle.waited);
    if (remaining > 0) {
      throw new AppError('RATE_LIMITED', {
        details: { retryAfterSeconds: remaining } satisfies RetryAfterDetails,
      });
    }
  }
  const result = await check();
  if (result === null) {
    await db
      .insert(loginFailures)
      .values({ key, failures: 1, lastFailedAt: sql`now()` })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: { failures: sql`${loginFailures.failures} + 1`, lastFailedAt: sql`now()` },
      });
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (throttle) await db.delete(loginFailures).where(eq(loginFailures.key, key));
  return result;
}

/**
 * The verified account whose e-mail and password match, or 401 INVALID_CREDENTIALS (throttled,
 * see throttleLogin). Unknown e-mail, unverified identity, account without a password and wrong
 * password answer the same words after the same argon2 work.
 */
export async function loginUser(options: {
  db: Database;
  request: TLoginRequest;
  ip: string;
}): Promise<TUserRow> {
  const { db, request, ip } = options;
  return throttleLogin({
    db,
    account: request.email,
    ip,
    check: async () => {
      const [user] = await db
        .select()
        .from(users)
        .where(and(isEmail(users, request.email), isNotNull(users.emailVerifiedAt)))
        .limit(1);
      const isValid = await verifyPassword(user?.passwordHash ?? null, request.password);
      return user && isValid ? user : null;
    },
  });
}
