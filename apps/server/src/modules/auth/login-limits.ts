import { normalizeIP } from '@fastify/rate-limit';
import type { TLoginRequest } from '@carnet/contract';
import type { FastifyRequest } from 'fastify';
import { createLimit, limitKeyOfName } from '../../plugins/rate-limits';
import type { App } from '../../types';

const ONE_MINUTE = 60 * 1000;
const FIFTEEN_MINUTES = 15 * ONE_MINUTE;

/** Why a login is refused before its password is checked (logged with `login_refused`), and for how long. */
export type LoginRefusal = {
  reason: 'attempts from this address' | 'failures from this address' | 'user name under attack';
  retryAfter: number;
};

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
    keyGenerator: (request) => `login-failures:${address(request)}:${limitKeyOfName(app, loginUserName(request))}`,
  });
  const failuresPerUser = createLimit(app, {
    max: loginSlowdownAfterFailures,
    timeWindow: FIFTEEN_MINUTES,
    keyGenerator: (request) => `login-failures:${limitKeyOfName(app, loginUserName(request))}`,
  });

  return {
    /** Counts the attempt; says why and how long it must wait, or null to go ahead. */
    async refusal(request: FastifyRequest): Promise<LoginRefusal | null> {
      const [attempts, pair, user] = await Promise.all([
        perAddress(request),
        failuresPerPair(request, { increment: false }),
        failuresPerUser(request, { increment: false }),
      ]);
      // No allow list is configured, so every count answers; the test narrows the type.
      if (attempts.isAllowed || pair.isAllowed || user.isAllowed) return null;
      const isUserUnderAttack = user.remaining === 0;
      const isPairRefused = pair.max - pair.remaining >= (isUserUnderAttack ? 1 : pair.max);
      if (isPairRefused) {
        const reason = isUserUnderAttack ? 'user name under attack' : 'failures from this address';
        return { reason, retryAfter: Math.max(1, pair.ttlInSeconds, attempts.isExceeded ? attempts.ttlInSeconds : 0) };
      }
      if (attempts.isExceeded) return { reason: 'attempts from this address', retryAfter: Math.max(1, attempts.ttlInSeconds) };
      return null;
    },

    async recordFailure(request: FastifyRequest): Promise<void> {
      await Promise.all([failuresPerPair(request), failuresPerUser(request)]);
    },
  };
}
