/**
 * The calendar feed's addresses, without zod: the web page that shows them imports this module alone
 * (`@carnet/contract/calendar-feed-paths`), because reaching zod from that lazy page reshuffled the shared
 * chunks into the family shell's and put the home page over its size budget (npm run size).
 */
export const calendarFeedPaths = {
  /** Signed in (family): the account's feed address, made on the first call. */
  feed: '/api/me/calendar-feed',
  /** Signed in (family): a new secret; the old address answers 404 at once. */
  reset: '/api/me/calendar-feed/reset',
  /** Public (the secret is the credential): the feed itself, `text/calendar`. */
  ics: (secret: string) => `/cal/${secret}.ics`,
} as const;

/** The same address for phones: `webcal://` opens the calendar app's "subscribe" dialog. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}
