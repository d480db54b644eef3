import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { createLimit, limitKeyOfName } from '../../plugins/rate-limits';
import type { App } from '../../types';

const ONE_MINUTE = 60 * 1000;
const ONE_HOUR = 60 * ONE_MINUTE;
const FIFTEEN_MINUTES = 15 * ONE_MINUTE;

/** Links and codes checked or used from one address a minute: a letter code has 60 bits, and this keeps guessing hopeless. */
export const LINK_TRIES_PER_IP_PER_MINUTE = 20;
/** Reset requests from one address a minute: past it, 429. */
export const RESET_REQUESTS_PER_IP_PER_MINUTE = 10;
/** E-mails one account (or one typed address) may be sent an hour by reset or renewal: past it, the answer is the same and nothing is sent. */
export const MAILS_PER_ACCOUNT_PER_HOUR = 3;
/** Wrong current passwords an account may give in 15 minutes on "change password", so it is no guessing oracle for a stolen session. */
export const WRONG_CURRENT_PASSWORDS_PER_ACCOUNT = 5;

/** What the per-account limit reads: it is not tied to a request (a reset is sent after the answer). */
type MailKeyed = { mailKey: string; routeOptions: { config: object } };

/** IPv6 callers are counted by their /64, as at login. */
const address = (request: FastifyRequest) => normalizeIP(request.ip);

export const tooManyRequests = (retryAfter: number) =>
  new AppError('RATE_LIMITED', 'accounts.tooManyRequests', { wait: { waitSeconds: retryAfter } });

/**
 * The counts that keep the public account pages from being a way to guess codes, flood a mailbox or
 * guess a password (docs/decisions/021-rate-limits.md: one store for every limit of the app).
 */
export function createSelfServiceLimits(app: App) {
  const linkTries = createLimit(app, {
    max: LINK_TRIES_PER_IP_PER_MINUTE,
    timeWindow: ONE_MINUTE,
    keyGenerator: (request) => `account-links:${address(request)}`,
  });
  const resetRequests = createLimit(app, {
    max: RESET_REQUESTS_PER_IP_PER_MINUTE,
    timeWindow: ONE_MINUTE,
    keyGenerator: (request) => `password-resets:${address(request)}`,
  });
  // Counted per account or typed address, whoever asks: mayMail passes the key in a stand-in request.
  const mailsPerAccount = createLimit(app, {
    max: MAILS_PER_ACCOUNT_PER_HOUR,
    timeWindow: ONE_HOUR,
    keyGenerator: (request) => `account-mails:${limitKeyOfName(app, (request as unknown as MailKeyed).mailKey)}`,
  });
  const wrongPasswords = createLimit(app, {
    max: WRONG_CURRENT_PASSWORDS_PER_ACCOUNT,
    timeWindow: FIFTEEN_MINUTES,
    keyGenerator: (request) => `wrong-current-password:${request.actor.userId}`,
  });

  /** Counts one attempt; throws 429 with Retry-After once the address is past its limit. */
  const countOrRefuse = async (limit: typeof linkTries, request: FastifyRequest, reply: { header: (k: string, v: string) => unknown }) => {
    const result = await limit(request);
    if (result.isAllowed || !result.isExceeded) return;
    const retryAfter = Math.max(1, result.ttlInSeconds);
    reply.header('Retry-After', String(retryAfter));
    throw tooManyRequests(retryAfter);
  };

  return {
    countLinkTry: (request: FastifyRequest, reply: { header: (k: string, v: string) => unknown }) =>
      countOrRefuse(linkTries, request, reply),
    countResetRequest: (request: FastifyRequest, reply: { header: (k: string, v: string) => unknown }) =>
      countOrRefuse(resetRequests, request, reply),
    /** Counts one e-mail for this key (an account id or a typed address); false when it must not be sent. */
    async mayMail(key: string): Promise<boolean> {
      const keyed: MailKeyed = { mailKey: key.toLowerCase(), routeOptions: { config: {} } };
      const result = await mailsPerAccount(keyed as unknown as FastifyRequest);
      return result.isAllowed || !result.isExceeded;
    },
    /** Whether the caller may try their current password again; answers the wait in seconds when not. */
    async wrongPasswordWait(request: FastifyRequest): Promise<number | null> {
      const result = await wrongPasswords(request, { increment: false });
      if (result.isAllowed || result.remaining > 0) return null;
      return Math.max(1, result.ttlInSeconds);
    },
    async recordWrongPassword(request: FastifyRequest): Promise<void> {
      await wrongPasswords(request);
    },
  };
}

export type SelfServiceLimits = ReturnType<typeof createSelfServiceLimits>;
