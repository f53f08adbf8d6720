import { SignJWT } from 'jose';
import { JWT_ALGORITHM } from '../plugins/auth';

/**
 * Session length. The SPA keeps the token in localStorage (SPEC.md §3), so a stolen token must
 * expire soon: at most 8 hours (DESIGN.md "Security").
 */
export const ACCESS_TOKEN_TTL_SECONDS = 8 * 60 * 60;

/** A signed HS256 access token for `userId` (sub), with iat and exp. */
export function issueAccessToken(options: { userId: string; secret: string }): Promise<string> {
  const issuedAt = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: JWT_ALGORITHM, typ: 'JWT' })
    .setSubject(options.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(new TextEncoder().encode(options.secret));
}
