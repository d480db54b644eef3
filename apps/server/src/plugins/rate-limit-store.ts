import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/** What the library hands a store and its children at run time (its types say route options). */
type StoreParams = { continueExceeding?: boolean; exponentialBackoff?: boolean };
type RedisStoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key: string) => FastifyRateLimitStore;

// The library's own Redis store (its scripts, its counting); it is not in the package's types.
const RedisStore = createRequire(import.meta.url)('@fastify/rate-limit/store/RedisStore') as RedisStoreCtor;

/**
 * The library's Redis store with every key `<nameSpace><limit's key>`. Its own `child` puts the route's
 * method and URL before the key, and a limit made with `createRateLimit` has none: every key read
 * `…rate-limit:undefinedundefined-login-failures:…` (review finding 11e).
 */
export function redisStoreWithPlainKeys(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  const storeFor = (params: object) => {
    const { continueExceeding = false, exponentialBackoff = false } = params as StoreParams;
    return new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace);
  };
  return class {
    private readonly store: FastifyRateLimitStore;
    constructor(params: object) {
      this.store = storeFor(params);
    }
    incr(...args: Parameters<FastifyRateLimitStore['incr']>) {
      this.store.incr(...args);
    }
    child(params: object) {
      return storeFor(params);
    }
  };
}
