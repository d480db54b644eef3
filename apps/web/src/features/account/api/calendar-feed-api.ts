import type { TCalendarFeed } from '@carnet/contract';
import { calendarFeedPaths } from '@carnet/contract/calendar-feed-paths';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/*
 * The answer is checked by hand rather than with the contract's ZCalendarFeed: this page is the only
 * user, and a zod schema here moved shared code into the family shell's chunk (npm run size).
 */
const feedAnswer = {
  parse(data: unknown): TCalendarFeed {
    const url = (data as { url?: unknown } | null)?.url;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- never shown to a person (the page says its own error)
    if (typeof url !== 'string') throw new ApiError(0, 'BAD_RESPONSE', 'no url in the answer');
    return { url };
  },
};

/** The account's calendar address (made on the first call). */
export const getCalendarFeed = (): Promise<TCalendarFeed> => api.get(calendarFeedPaths.feed, feedAnswer);

/** A new address; the old one stops working at once. */
export const resetCalendarFeed = (): Promise<TCalendarFeed> => api.post(calendarFeedPaths.reset, feedAnswer, undefined);
