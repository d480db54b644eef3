import { normalizeIP } from '@fastify/rate-limit';
import { calendarFeedPaths, ZApiError, ZCalendarFeed } from '@carnet/contract';
import { AppError, notFound } from '../../lib/app-error';
import { createLimit } from '../../plugins/rate-limits';
import type { App } from '../../types';
import { getCalendarFeed, readCalendarFeed, resetCalendarFeed } from './calendar-feeds.service';

/** Feed fetches one address may make a minute: calendar apps poll every few hours, and 2^256 secrets are not guessed 60 at a time. */
export const FEED_FETCHES_PER_IP_PER_MINUTE = 60;

/** Calendar feeds (decision 074): the family account's address, its reset, and the feed itself. */
export async function calendarFeedsRoutes(app: App) {
  const tags = ['calendar'];
  const fetches = createLimit(app, {
    max: FEED_FETCHES_PER_IP_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `calendar-feed:${normalizeIP(request.ip)}`,
  });

  app.get(
    calendarFeedPaths.feed,
    // The first call makes the secret: a GET that writes, counted as one.
    { config: { countsAsWrite: true }, schema: { tags, response: { 200: ZCalendarFeed, 401: ZApiError, 403: ZApiError } } },
    async (request) => getCalendarFeed(app.deps, request.actor.userId),
  );

  app.post(
    calendarFeedPaths.reset,
    { schema: { tags, response: { 200: ZCalendarFeed, 401: ZApiError, 403: ZApiError } } },
    async (request) => resetCalendarFeed(app.deps, request.actor.userId),
  );

  // Outside /api: no session, the secret in the address is the credential. Every refusal is the same
  // 404, so an address tells nothing about whether it once worked.
  app.get('/cal/:file', { schema: { hide: true } }, async (request, reply) => {
    const limit = await fetches(request);
    if (!limit.isAllowed && limit.isExceeded) {
      const retryAfter = Math.max(1, limit.ttlInSeconds);
      reply.header('Retry-After', String(retryAfter));
      throw new AppError('RATE_LIMITED', 'calendar.tooManyFetches', { wait: { waitSeconds: retryAfter } });
    }
    const { file } = request.params as { file: string };
    const ics = file.endsWith('.ics') ? await readCalendarFeed(app.deps, file.slice(0, -'.ics'.length)) : null;
    if (ics === null) throw notFound();
    return reply
      .header('Cache-Control', 'private, no-store')
      .header('X-Robots-Tag', 'noindex')
      .type('text/calendar; charset=utf-8')
      .send(ics);
  });
}
