import fastifyRateLimit from '@fastify/rate-limit';
import { AppError } from '@contrato-claro/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { redisWithMemoryFallback } from './rate-limit-store';

const MINUTE_MS = 60 * 1000;

/** A fixed window: at most `max` requests per `windowMs` for one key. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * The limits of the account routes. Per IP they leave room for an office behind one address; per
 * account they stop password guessing on one e-mail spread over many addresses.
 */
export const RATE_LIMITS = {
  loginPerIp: { max: 30, windowMs: 15 * MINUTE_MS },
  loginPerAccount: { max: 10, windowMs: 15 * MINUTE_MS },
  registrationPerIp: { max: 10, windowMs: 60 * MINUTE_MS },
  passwordChangePerUser: { max: 10, windowMs: 15 * MINUTE_MS },
} as const satisfies Record<string, RateLimit>;

/** A hook that answers 429 RATE_LIMITED (with Retry-After) once its key is over the limit. */
export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Hooks to attach to routes. `login` and `registration` count per client IP and
     * `passwordChange` per signed-in user (else per IP), all in `onRequest`; `loginAccount` counts
     * per e-mail and goes in `preHandler` (after the body is validated). One bucket per hook,
     * shared by every route that uses it.
     */
    rateLimits: {
      login: RateLimitHook;
      loginAccount: RateLimitHook;
      registration: RateLimitHook;
      passwordChange: RateLimitHook;
    };
  }
}

/** Prefix of the counters in Redis (several apps may share one server). */
const REDIS_NAMESPACE = 'contrato-claro:rate-limit:';

/**
 * Registers @fastify/rate-limit (not global) once for the app. A route with a single limit sets
 * it natively, e.g. `config: { rateLimit: { max, timeWindow } }` (uploads); routes that need two
 * limits, or one bucket shared by several routes, use `app.rateLimits` (the library runs only one
 * native limit per request). Both answer 429 RATE_LIMITED with Retry-After. The client IP is
 * `request.ip`, which honours X-Forwarded-For only when TRUST_PROXY is set, so a forged header
 * cannot dodge a limit.
 *
 * Counters live in memory, or in Redis with REDIS_URL so that every API process behind a load
 * balancer counts together. While Redis is unreachable (at start-up or later) they are counted in
 * this process's memory, with a warning in the log (`redisWithMemoryFallback`).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const redis = app.config.redisUrl ? connectRedis(app, app.config.redisUrl) : null;
    await app.register(fastifyRateLimit, {
      global: false,
      errorResponseBuilder: () => new AppError('RATE_LIMITED'),
      ...(redis ? { store: redisWithMemoryFallback(redis, REDIS_NAMESPACE, app.log) } : {}),
    });

    const createHook = (
      name: string,
      limit: RateLimit,
      keyOf: (request: FastifyRequest) => string,
    ): RateLimitHook => {
      const check = app.createRateLimit({
        max: limit.max,
        timeWindow: limit.windowMs,
        // Named: in Redis, every hook's counters share one key space.
        keyGenerator: (request) => `${name}:${keyOf(request)}`,
      });
      return async (request, reply) => {
        const result = await check(request);
        if (result.isAllowed || !result.isExceeded) return;
        reply.header('retry-after', result.ttlInSeconds);
        request.log.warn({ rateLimit: name }, 'rate limit exceeded');
        throw new AppError('RATE_LIMITED');
      };
    };

    const byIp = (request: FastifyRequest) => request.ip;
    app.decorate('rateLimits', {
      login: createHook('login', RATE_LIMITS.loginPerIp, byIp),
      loginAccount: createHook('loginAccount', RATE_LIMITS.loginPerAccount, (request) =>
        String((request.body as { email?: unknown } | undefined)?.email ?? ''),
      ),
      registration: createHook('registration', RATE_LIMITS.registrationPerIp, byIp),
      // Changing a password checks the current one: without a limit, a stolen token could guess it.
      passwordChange: createHook(
        'passwordChange',
        RATE_LIMITS.passwordChangePerUser,
        (request) => request.userId ?? request.ip,
      ),
    });
  },
  { name: 'rate-limit' },
);

/**
 * A Redis client that fails commands fast while disconnected (instead of queueing them) and keeps
 * reconnecting in the background: the process starts and serves with Redis down.
 */
function connectRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}
