import { clientAddressOf } from '../services/client-key';
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
 * The limits of the account and open routes (registrations per IP: REGISTRATIONS_PER_HOUR). Per
 * IP they leave room for an office behind one address. Password guessing on one account is slowed per account *and* address by login-user.ts
 * (exponential delay), which an attacker cannot turn against the owner; codes are limited per
 * e-mail and requester (sending) and by each requester's wrong guesses (verify-email-code.ts).
 */
export const RATE_LIMITS = {
  loginPerIp: { max: 30, windowMs: 15 * MINUTE_MS },
  passwordChangePerUser: { max: 10, windowMs: 15 * MINUTE_MS },
  codeRequestPerIp: { max: 10, windowMs: 15 * MINUTE_MS },
  codeRequestPerEmail: { max: 5, windowMs: 15 * MINUTE_MS },
  codeVerifyPerIp: { max: 30, windowMs: 15 * MINUTE_MS },
  eventsPerIp: { max: 120, windowMs: MINUTE_MS },
  lawyerRequestPerUser: { max: 5, windowMs: 60 * MINUTE_MS },
} as const satisfies Record<string, RateLimit>;

/** A hook that answers 429 RATE_LIMITED (with Retry-After) once its key is over the limit. */
export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Hooks to attach to routes. Per client IP or per signed-in user (else IP), in `onRequest`;
     * `codeRequestEmail` counts per e-mail and requester and goes in `preHandler` (after the body
     * is validated).
     * One bucket per hook, shared by every route that uses it.
     */
    rateLimits: {
      login: RateLimitHook;
      registration: RateLimitHook;
      passwordChange: RateLimitHook;
      codeRequest: RateLimitHook;
      codeRequestEmail: RateLimitHook;
      codeVerify: RateLimitHook;
      events: RateLimitHook;
      lawyerRequest: RateLimitHook;
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

    // An IPv6 client is its /64 (see clientAddressOf).
    const byIp = (request: FastifyRequest) => clientAddressOf(request.ip);
    const byUser = (request: FastifyRequest) => request.userId ?? byIp(request);
    app.decorate('rateLimits', {
      login: createHook('login', RATE_LIMITS.loginPerIp, byIp),
      registration: createHook(
        'registration',
        { max: app.config.registrationsPerHour, windowMs: 60 * MINUTE_MS },
        byIp,
      ),
      // Changing a password checks the current one: without a limit, a stolen token could guess it.
      passwordChange: createHook('passwordChange', RATE_LIMITS.passwordChangePerUser, byUser),
      codeRequest: createHook('codeRequest', RATE_LIMITS.codeRequestPerIp, byIp),
      // Per e-mail *and* requester: nobody else can spend the owner's codes and block them.
      codeRequestEmail: createHook(
        'codeRequestEmail',
        RATE_LIMITS.codeRequestPerEmail,
        (request) =>
          `${String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()}\n${byIp(request)}`,
      ),
      codeVerify: createHook('codeVerify', RATE_LIMITS.codeVerifyPerIp, byIp),
      events: createHook('events', RATE_LIMITS.eventsPerIp, byIp),
      lawyerRequest: createHook('lawyerRequest', RATE_LIMITS.lawyerRequestPerUser, byUser),
    });
  },
  { name: 'rate-limit' },
);

/** How long one Redis command or connection attempt may take before the memory fallback. */
const REDIS_TIMEOUT_MS = 1_000;

/**
 * A Redis client that fails commands fast while disconnected (instead of queueing them) and keeps
 * reconnecting in the background: the process starts and serves with Redis down. Every command
 * has a timeout too: a Redis that is connected but frozen (stopped, swapping, a dead link) costs a
 * request one second, never the TCP timeout's two minutes.
 */
function connectRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: REDIS_TIMEOUT_MS,
    commandTimeout: REDIS_TIMEOUT_MS,
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}
