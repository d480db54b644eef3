import { normalizeIP } from '@fastify/rate-limit';
import type { TLoginRequest } from '@carnet/contract';
import type { FastifyRequest } from 'fastify';
import { createLimit } from '../../plugins/rate-limits';
import type { App } from '../../types';

const ONE_MINUTE = 60 * 1000;
const FIFTEEN_MINUTES = 15 * ONE_MINUTE;

/** The user name as the accounts hold it; the body was validated by the route's schema. */
export const loginUserName = (request: FastifyRequest) => (request.body as TLoginRequest).username.toLowerCase();
/** IPv6 callers are counted by their /64, which one household or phone holds. */
const address = (request: FastifyRequest) => normalizeIP(request.ip);

/**
 * Three counts (docs/decisions/022-login-limits.md):
 * - per address, every attempt: LOGIN_MAX_PER_IP a minute;
 * - per (user name, address), failures: LOGIN_MAX_FAILURES_PER_USER in 15 minutes, then that pair waits;
 * - per user name, failures from every address: past LOGIN_SLOWDOWN_AFTER_FAILURES in 15 minutes, each
 *   address gets a single failure on that user name per 15 minutes.
 * No count ever refuses a user name as a whole: the owner, from an address that has not been failing,
 * still signs in while someone else guesses.
 */
export function createLoginLimits(app: App) {
  const { loginMaxPerIp, loginMaxFailuresPerUser, loginSlowdownAfterFailures } = app.deps.config;
  const perAddress = createLimit(app, {
    max: loginMaxPerIp,
    timeWindow: ONE_MINUTE,
    keyGenerator: (request) => `login-attempts:${address(request)}`,
  });
  const failuresPerPair = createLimit(app, {
    max: loginMaxFailuresPerUser,
    timeWindow: FIFTEEN_MINUTES,
    keyGenerator: (request) => `login-failures:${address(request)}:${loginUserName(request)}`,
  });
  const failuresPerUser = createLimit(app, {
    max: loginSlowdownAfterFailures,
    timeWindow: FIFTEEN_MINUTES,
    keyGenerator: (request) => `login-failures:${loginUserName(request)}`,
  });

  return {
    /** Counts the attempt; the seconds it must wait before one is heard again, or 0 to go ahead. */
    async secondsToWait(request: FastifyRequest): Promise<number> {
      const [attempts, pair, user] = await Promise.all([
        perAddress(request),
        failuresPerPair(request, { increment: false }),
        failuresPerUser(request, { increment: false }),
      ]);
      // No allow list is configured, so every count answers; the test narrows the type.
      if (attempts.isAllowed || pair.isAllowed || user.isAllowed) return 0;
      const failuresAllowed = user.remaining === 0 ? 1 : pair.max;
      const isPairRefused = pair.max - pair.remaining >= failuresAllowed;
      if (!attempts.isExceeded && !isPairRefused) return 0;
      const waits = [attempts.isExceeded ? attempts.ttlInSeconds : 0, isPairRefused ? pair.ttlInSeconds : 0];
      return Math.max(1, ...waits);
    },

    async recordFailure(request: FastifyRequest): Promise<void> {
      await Promise.all([failuresPerPair(request), failuresPerUser(request)]);
    },
  };
}
