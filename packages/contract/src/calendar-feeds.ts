/**
 * Calendar feeds (decision 074): each family account has one private iCalendar address that a calendar app
 * subscribes to. The address holds a secret: whoever has it reads the feed, so the person can reset it.
 */
import * as z from 'zod/mini';

export { calendarFeedPaths, webcalUrl } from './calendar-feed-paths';

/** 32 random bytes, base64url without padding: 43 characters. */
export const CALENDAR_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const ZCalendarFeed = z.object({
  /** https://school.example/cal/<secret>.ics: what calendar apps subscribe to. */
  url: z.string(),
});
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;
