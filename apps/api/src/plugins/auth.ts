import { AppError } from '@contrato-claro/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify } from 'jose';
import { z } from 'zod';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { listenTo, sendNotification } from '../jobs/bus';
import { SessionActivity } from './session-activity';

declare module 'fastify' {
  interface FastifyRequest {
    /** The user of a valid bearer token; null without one (or with an invalid one). */
    userId: string | null;
    /**
     * When the bearer token was issued by a one-time code sign-in (epoch seconds); null for any
     * other token. A fresh one may set a new password without the current one (reset).
     */
    codeSignInAt: number | null;
  }
  interface FastifyInstance {
    /** Current token version of each user, cached (see TokenVersions). */
    tokenVersions: TokenVersions;
    /** Last use of each token's session, for the idle timeout (customers and staff). */
    sessionActivity: SessionActivity;
  }
}

/** The one algorithm accepted: a token claiming any other (or "none") is refused. */
export const JWT_ALGORITHM = 'HS256';

/** `amr` of a token issued by a one-time code sign-in (RFC 8176 "otp"). */
export const CODE_SIGN_IN_AMR = 'otp';

const ZClaims = z.object({
  sub: z.uuid(),
  ver: z.number().int().nonnegative(),
  sid: z.uuid(),
  iat: z.number(),
  amr: z.array(z.string()).optional(),
});

/** What a valid token says. */
export interface TokenClaims {
  userId: string;
  version: number;
  /** The session the token belongs to (idle timeout, see SessionActivity). */
  sessionId: string;
  codeSignInAt: number | null;
}

/**
 * `aud` of staff tokens (back office). Customer tokens carry no audience: a token with one is never
 * a customer's, and a staff check accepts only this one, so neither kind passes for the other.
 */
export const STAFF_AUDIENCE = 'staff';

/**
 * The claims of a valid bearer token, or null when it is invalid, expired, foreign, has no exp or
 * is of the other kind: without `audience` only customer tokens (no `aud`) pass; with it, only
 * tokens for that audience.
 */
export async function verifyAccessToken(
  token: string,
  key: Uint8Array,
  audience?: typeof STAFF_AUDIENCE,
): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [JWT_ALGORITHM],
      requiredClaims: ['exp', 'iat'],
      ...(audience ? { audience } : {}),
    });
    if (!audience && payload.aud !== undefined) return null;
    const claims = ZClaims.safeParse(payload);
    if (!claims.success) return null;
    const { sub, ver, sid, iat, amr } = claims.data;
    return {
      userId: sub,
      version: ver,
      sessionId: sid,
      codeSignInAt: amr?.includes(CODE_SIGN_IN_AMR) ? iat : null,
    };
  } catch {
    return null;
  }
}

/** How long this process trusts a cached version before asking the database again. */
export const TOKEN_VERSION_TTL_MS = 30_000;
const MAX_CACHED_USERS = 10_000;
/** PostgreSQL channel of revocations in scale-out mode (payload: user ids, comma-separated). */
const REVOKED_CHANNEL = 'tokens_revoked';

/**
 * The token version of each user (null: the user no longer exists), cached so that a request
 * costs no database round trip. A revocation (logout, password change, deletion, identities
 * joined) calls `revoked`: this process forgets at once, and in scale-out mode every other API
 * process too, through PostgreSQL NOTIFY (`listen`). TOKEN_VERSION_TTL_MS only bounds what a lost
 * notification could leave behind.
 */
export class TokenVersions {
  private readonly cache = new Map<string, { version: number | null; at: number }>();
  /** Bumped by every revocation heard, so that a read that raced with one is not cached. */
  private epoch = 0;

  constructor(private readonly options: { db: Database; log: FastifyBaseLogger; url?: string }) {}

  async current(userId: string): Promise<number | null> {
    const cached = this.cache.get(userId);
    if (cached && Date.now() - cached.at < TOKEN_VERSION_TTL_MS) return cached.version;
    const epoch = this.epoch;
    const [row] = await this.options.db
      .select({ version: users.tokenVersion })
      .from(users)
      .where(eq(users.id, userId));
    const version = row?.version ?? null;
    if (epoch !== this.epoch) return version;
    if (this.cache.size >= MAX_CACHED_USERS) this.cache.clear();
    this.cache.set(userId, { version, at: Date.now() });
    return version;
  }

  /** After the revocation is committed: every API process forgets these users' versions. */
  async revoked(...userIds: string[]): Promise<void> {
    const { db, log, url } = this.options;
    this.forget(userIds);
    if (!url || userIds.length === 0) return;
    await sendNotification(db, REVOKED_CHANNEL, userIds.join(',')).catch((error: unknown) =>
      log.warn({ err: error }, 'revocation not broadcast: other processes forget it within 30 s'),
    );
  }

  /**
   * Scale-out mode: forgets what other processes revoke. Whatever was cached when listening
   * (re)starts is dropped, since a revocation may have been missed meanwhile.
   */
  listen(): Promise<() => Promise<void>> {
    const { log, url } = this.options;
    if (!url) return Promise.resolve(async () => undefined);
    return listenTo({
      url,
      channel: REVOKED_CHANNEL,
      log,
      onNotification: (payload) => this.forget(payload.split(',')),
      onListening: () => {
        this.epoch += 1;
        this.cache.clear();
      },
    });
  }

  private forget(userIds: string[]): void {
    this.epoch += 1;
    for (const userId of userIds) this.cache.delete(userId);
  }
}

/**
 * Reads `Authorization: Bearer <token>` on every request into `request.userId`: the signature,
 * the expiry, the token version and the session's idle timeout must all hold. Routes that need a user call `requireUser`;
 * routes open to the uploader treat an invalid token as absent.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { databaseUrl?: string }) => {
    const key = new TextEncoder().encode(app.config.jwtSecret);
    const tokenVersions = new TokenVersions({
      db: app.db,
      log: app.log.child({ component: 'auth' }),
      url: options.databaseUrl,
    });
    const stopListening = await tokenVersions.listen();
    app.addHook('onClose', stopListening);
    app.decorate('tokenVersions', tokenVersions);
    const sessionActivity = new SessionActivity({
      db: app.db,
      idleMinutes: app.config.tokenIdleMinutes,
    });
    app.decorate('sessionActivity', sessionActivity);
    app.decorateRequest('userId', null);
    app.decorateRequest('codeSignInAt', null);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header) return;
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      const claims = match?.[1] ? await verifyAccessToken(match[1], key) : null;
      if (!claims || (await tokenVersions.current(claims.userId)) !== claims.version) return;
      if (!(await sessionActivity.use(claims.sessionId))) return;
      request.userId = claims.userId;
      request.codeSignInAt = claims.codeSignInAt;
    });
  },
  { name: 'auth' },
);

/** The authenticated user's id, or 401 UNAUTHORIZED. */
export function requireUser(request: FastifyRequest): string {
  if (request.userId === null) throw new AppError('UNAUTHORIZED');
  return request.userId;
}
