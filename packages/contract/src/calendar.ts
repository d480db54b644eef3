import * as z from 'zod/mini';

/**
 * Calendar feeds (issue 19): each family account has one private iCalendar address that a calendar app
 * subscribes to. The address holds a secret: whoever has it reads the feed, so the person can reset it.
 */
export const calendarFeedPaths = {
  /** Signed in (family): the account's feed address, made on the first call. */
  feed: '/api/me/calendar-feed',
  /** Signed in (family): a new secret; the old address answers 404 at once. */
  reset: '/api/me/calendar-feed/reset',
  /** Public (the secret is the credential): the feed itself, `text/calendar`. */
  ics: (secret: string) => `/cal/${secret}.ics`,
} as const;

/** 32 random bytes, base64url without padding: 43 characters. */
export const CALENDAR_SECRET_LENGTH = 43;
export const CALENDAR_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const ZCalendarFeed = z.object({
  /** https://school.example/cal/<secret>.ics: what calendar apps subscribe to. */
  url: z.string(),
});
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;

/** The same address for phones: `webcal://` opens the calendar app's "subscribe" dialog. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}
