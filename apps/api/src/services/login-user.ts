import { AppError, type TLoginRequest } from '@contrato-claro/shared';
import { and, desc, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
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

/**
 * Failures of one account from all addresses together that cost nothing: past them, each further
 * one doubles the wait before the account's next password attempt from anywhere. Guessing from
 * many addresses is slowed; the owner still signs in by code meanwhile (never locked out).
 */
export const FREE_ACCOUNT_LOGIN_FAILURES = 20;

/**
 * Seconds to wait after `failures` failed attempts: 0 for the first `free` ones, then 1, 2, 4…
 * up to 15 minutes.
 */
export function loginDelaySeconds(failures: number, free = FREE_LOGIN_FAILURES): number {
  if (failures < free) return 0;
  return Math.min(2 ** (failures - free), MAX_LOGIN_DELAY_SECONDS);
}

/**
 * Runs a password check under two throttles: per account *and* address, failures past the free
 * ones double the wait before the next try from that address, so an attacker elsewhere never
 * delays the owner; per account from every address, past FREE_ACCOUNT_LOGIN_FAILURES, so many
 * addresses guessing one account are slowed too (the owner's way in stays the code). A wait is
 * 429 with Retry-After; a failed check (`check` answers null) is counted in both and becomes 401
 * INVALID_CREDENTIALS; a success clears both. `account` names the account (e.g. its e-mail).
 */
export async function throttleLogin<T>(options: {
  db: Database;
  account: string;
  ip: string;
  check: () => Promise<T | null>;
}): Promise<T> {
  const { db, account, ip, check } = options;
  const throttles = [
    { key: hashSecret(`${account}\n${ip}`), free: FREE_LOGIN_FAILURES },
    { key: hashSecret(`account\n${account}`), free: FREE_ACCOUNT_LOGIN_FAILURES },
  ];
  const keys = throttles.map((throttle) => throttle.key);
  const rows = await db
    .select({
      key: loginFailures.key,
      failures: loginFailures.failures,
      waited: sql<number>`extract(epoch from now() - ${loginFailures.lastFailedAt})::float8`,
    })
    .from(loginFailures)
    .where(inArray(loginFailures.key, keys));
  const remaining = Math.max(
    0,
    ...rows.map((row) => {
      const free = throttles.find((throttle) => throttle.key === row.key)!.free;
      return Math.ceil(loginDelaySeconds(row.failures, free) - row.waited);
    }),
  );
  if (remaining > 0) {
    throw new AppError('RATE_LIMITED', {
      details: { retryAfterSeconds: remaining } satisfies RetryAfterDetails,
    });
  }
  const result = await check();
  if (result === null) {
    for (const key of keys) {
      await db
        .insert(loginFailures)
        .values({ key, failures: 1, lastFailedAt: sql`now()` })
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: { failures: sql`${loginFailures.failures} + 1`, lastFailedAt: sql`now()` },
        });
    }
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (rows.length > 0) await db.delete(loginFailures).where(inArray(loginFailures.key, keys));
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
