import { SignJWT } from 'jose';
import type { Database } from '../db/client';
import { CODE_SIGN_IN_AMR, JWT_ALGORITHM, type STAFF_AUDIENCE } from '../plugins/auth';
import { openSession } from '../plugins/session-activity';

/**
 * Session length. The SPA keeps the token in localStorage (SPEC.md §3), so a stolen token must
 * expire soon: at most 8 hours (DESIGN.md "Security"), and sooner when unused (TOKEN_IDLE_MINUTES,
 * see SessionActivity).
 */
export const ACCESS_TOKEN_TTL_SECONDS = 8 * 60 * 60;

/**
 * A signed HS256 access token for `userId` (sub), with iat, exp, the user's token version
 * (`ver`: raising the version on the user revokes every token issued before) and a new session
 * (`sid`), which ends when idle.
 */
export async function issueAccessToken(options: {
  db: Database;
  userId: string;
  tokenVersion: number;
  secret: string;
  /** Issued by a one-time code sign-in (`amr: ["otp"]`), which allows a password reset. */
  byCode?: boolean;
  /** A staff token (back office), which customer routes refuse; customer tokens have none. */
  audience?: typeof STAFF_AUDIENCE;
}): Promise<string> {
  const sessionId = await openSession(options.db);
  const issuedAt = Math.floor(Date.now() / 1000);
  return new SignJWT({
    ver: options.tokenVersion,
    sid: sessionId,
    ...(options.byCode ? { amr: [CODE_SIGN_IN_AMR] } : {}),
    ...(options.audience ? { aud: options.audience } : {}),
  })
    .setProtectedHeader({ alg: JWT_ALGORITHM, typ: 'JWT' })
    .setSubject(options.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(new TextEncoder().encode(options.secret));
}
