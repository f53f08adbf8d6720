import { AppError, type TLoginRequest } from '@contrato-claro/shared';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
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
 * The identity whose e-mail and password match, or 401 INVALID_CREDENTIALS (throttled, see
 * throttleLogin). SPEC.md §7's login works before the e-mail is confirmed, into the identity the
 * password belongs to: the verified account and the newest unverified identity with a password
 * are both checked (an unverified identity sees only what it claimed, so a squatter's password
 * opens only the squatter's own identity). Exactly two argon2 checks run every time — a missing
 * hash is checked against the dummy one — so neither the words nor the timing tell what exists.
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
      const sameEmail = isEmail(users, request.email);
      const [verified] = await db
        .select()
        .from(users)
        .where(and(sameEmail, isNotNull(users.emailVerifiedAt)))
        .limit(1);
      const [unverified] = await db
        .select()
        .from(users)
        .where(and(sameEmail, isNull(users.emailVerifiedAt), isNotNull(users.passwordHash)))
        .orderBy(desc(users.createdAt))
        .limit(1);
      const candidates = [verified, unverified];
      const matches = await Promise.all(
        candidates.map((user) => verifyPassword(user?.passwordHash ?? null, request.password)),
      );
      return candidates.find((user, index) => user && matches[index]) ?? null;
    },
  });
}
