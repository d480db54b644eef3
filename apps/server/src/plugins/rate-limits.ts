import crypto from 'node:crypto';
import rateLimit, { type CreateRateLimitOptions } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { App } from '../types';
import { redisStoreWithPlainKeys } from './rate-limit-store';

/**
 * Keys each limit keeps in memory (one small entry each). Past it the least recent key is forgotten,
 * so the bound must stay above what an attacker can cycle through in one window.
 */
const KEYS_KEPT = 100_000;

/** Counts the request (or only reads the count with `{ increment: false }`) and says where its key stands. */
export type Limit = ReturnType<App['createRateLimit']>;

/**
 * A counter per key over a window, from @fastify/rate-limit; every limit of the app is made here so
 * that all share one store: memory by default, Redis when REDIS_URL is set, so that several
 * processes behind a balancer count together (docs/decisions/021-rate-limits.md).
 */
export function createLimit(app: App, options: Required<Pick<CreateRateLimitOptions, 'max' | 'timeWindow' | 'keyGenerator'>>): Limit {
  // `cache` sizes the memory store of this limit; the option exists at run time but not in the types.
  const withCache: CreateRateLimitOptions & { cache: number } = { ...options, cache: KEYS_KEPT };
  return app.createRateLimit(withCache);
}

/**
 * A sign-in name or a typed e-mail address as it goes into a limit's key: its HMAC under a key derived
 * from JWT_SECRET, so Redis holds no name, and a list of addresses cannot be hashed
 * to find whose keys they are. The same name gives the same key in every process.
 */
export const limitKeyOfName = (app: App, name: string) =>
  crypto.createHmac('sha256', app.deps.tokens.limitKey).update(name.toLowerCase()).digest('base64url');

export const rateLimitsPlugin = fp(async (app: App) => {
  const { redisUrl, redisKeyPrefix } = app.deps.config;
  // While Redis is away a command fails at once instead of waiting in a queue: requests do not pile up.
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false }) : null;
  if (redis) {
    redis.on('error', (error: Error) => app.log.error({ err: error }, 'redis: rate limits are not enforced while it is unreachable'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    // Without a queue, requests before the connection is up would go uncounted: start once it is up, or
    // once it has failed (then the limits wait for Redis, and the server does not).
    await new Promise<void>((resolve) => {
      const settle = () => {
        redis.off('ready', settle);
        redis.off('error', settle);
        resolve();
      };
      redis.once('ready', settle);
      redis.once('error', settle);
    });
  }
  await app.register(rateLimit, {
    // No limit on every route: each limit is applied where its rule says (login, writes).
    global: false,
    ...(redis && { store: redisStoreWithPlainKeys(redis, `${redisKeyPrefix}rate-limit:`) }),
    // Fail open: a Redis outage must not stop families signing in; the outage is logged above.
    skipOnError: true,
  });
});
