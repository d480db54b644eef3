import { isLanguage } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { uidDomain } from '../../lib/ical/school-calendar';
import type { AppDeps } from '../../types';
import { schoolToday } from '../../lib/school-day';
import { ensureFeedSecret, findFeedAccount, resetFeedSecret } from './feed-secrets';
import { loadFeedData } from './feed-data';
import { feedIcs } from './feed-ics';

type CalendarDeps = Pick<AppDeps, 'db' | 'config' | 'now' | 'tokens'>;

const feedUrl = (deps: CalendarDeps, secret: string) => `${deps.config.publicUrl}/cal/${secret}.ics`;
const secretContext = (deps: CalendarDeps) => ({ sealKey: deps.tokens.sealKey, now: deps.now });

/** The account's feed address, its secret made on the first call. */
export async function getCalendarFeed(deps: CalendarDeps, userId: number): Promise<{ url: string }> {
  return { url: feedUrl(deps, await ensureFeedSecret(deps.db, secretContext(deps), userId)) };
}

/** A new address; the old one answers 404 from now on. */
export async function resetCalendarFeed(deps: CalendarDeps, userId: number): Promise<{ url: string }> {
  return { url: feedUrl(deps, await resetFeedSecret(deps.db, secretContext(deps), userId)) };
}

/** The feed a secret opens, as iCalendar text, or null for any secret that opens none. */
export async function readCalendarFeed(deps: CalendarDeps & { db: Db }, secret: string): Promise<string | null> {
  const account = await findFeedAccount(deps.db, secret);
  if (!account) return null;
  const data = await loadFeedData(deps.db, account, schoolToday(deps));
  return feedIcs(data, {
    timeZone: deps.config.schoolTimeZone,
    domain: uidDomain(deps.config.publicUrl),
    language: isLanguage(account.language) ? account.language : deps.config.defaultLanguage,
    stamp: deps.now(),
  });
}
