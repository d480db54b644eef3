import { calendarFeedPaths, type TCalendarFeed, ZCalendarFeed } from '@carnet/contract';
import { api } from '../../../lib/api-client';

/** The account's calendar address (made on the first call). */
export const getCalendarFeed = (): Promise<TCalendarFeed> => api.get(calendarFeedPaths.feed, ZCalendarFeed);

/** A new address; the old one stops working at once. */
export const resetCalendarFeed = (): Promise<TCalendarFeed> => api.post(calendarFeedPaths.reset, ZCalendarFeed, undefined);
