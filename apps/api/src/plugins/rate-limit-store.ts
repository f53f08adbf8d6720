import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** The store interface @fastify/rate-limit calls (its own stores are plain CommonJS). */
interface Store {
  incr(
    key: string,
    callback: (error: Error | null, result: { current: number; ttl: number } | null) => void,
    timeWindow: number,
    max: number,
  ): void;
  child(routeOptions: unknown): Store;
}
type StoreClass = new (...args: unknown[]) => Store;

const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass;

/** How long a Redis that timed out is left alone before it is asked again. */
const FROZEN_SKIP_MS = 5_000;

/** Keys kept by the in-memory fallback (LRU), as @fastify/rate-limit's own default. */
const LOCAL_CACHE_SIZE = 5_000;

/**
 * A rate-limit store that counts in Redis while Redis answers and in this process's memory
 * otherwise (Redis down at start-up or later), with one warning per outage: limits stay enforced
 * (per process rather than shared) instead of failing the request or going unlimited.
 */
export function redisWithMemoryFallback(
  redis: Redis,
  nameSpace: string,
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor {
  let isDegraded = false;
  /** Until then Redis is not asked: it timed out while connected (frozen), so each call would. */
  let skipRedisUntil = 0;
  const degrade = (reason: string) => {
    if (isDegraded) return;
    isDegraded = true;
    log.warn({ reason }, 'rate limits counted in memory until Redis answers again');
  };
  const recover = () => {
    if (!isDegraded) return;
    isDegraded = false;
    log.info('Redis is back: rate limits counted in Redis again');
  };
  redis.on('error', (error: Error) => degrade(error.message));
  redis.on('ready', recover);

  class FallbackStore implements Store {
    private readonly shared: Store;
    private readonly local: Store;

    constructor(
      params: { continueExceeding: boolean; exponentialBackoff: boolean },
      stores?: { shared: Store; local: Store },
    ) {
      const { continueExceeding, exponentialBackoff } = params;
      this.shared =
        stores?.shared ?? new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace);
      this.local =
        stores?.local ?? new LocalStore(continueExceeding, exponentialBackoff, LOCAL_CACHE_SIZE);
    }

    incr: Store['incr'] = (key, callback, timeWindow, max) => {
      if (redis.status !== 'ready' || Date.now() < skipRedisUntil) {
        degrade(`Redis ${redis.status}`);
        return this.local.incr(key, callback, timeWindow, max);
      }
      this.shared.incr(
        key,
        (error, result) => {
          if (!error) {
            recover();
            return callback(null, result);
          }
          if (/timed out/iu.test(error.message)) skipRedisUntil = Date.now() + FROZEN_SKIP_MS;
          degrade(error.message);
          this.local.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    };

    child(routeOptions: unknown): Store {
      return new FallbackStore(
        { continueExceeding: false, exponentialBackoff: false },
        { shared: this.shared.child(routeOptions), local: this.local.child(routeOptions) },
      );
    }
  }
  return FallbackStore as unknown as FastifyRateLimitStoreCtor;
}
