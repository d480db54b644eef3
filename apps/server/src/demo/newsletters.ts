import { addDays } from '@carnet/contract';
import { publishNewsletter } from '../modules/newsletter/newsletter.publish';
import type { Db } from '../db/connect';
import { markSeenByEveryone } from '../modules/notifications/seen';
import type { DemoSchool } from './people';

/** Oldest first, so the newest is published last; only the newest is still unread. */
const NEWSLETTERS = [
  {
    daysAgo: 120,
    title: 'New lunchtime clubs and the canteen menu',
    lines: ['Lunchtime clubs: chess, robotics, choir and football.', 'Sign-up sheets are at the school office.'],
  },
  {
    daysAgo: 88,
    title: 'Cross-country race and parent-teacher meetings',
    lines: ['The cross-country race takes place in the park.', 'Parent-teacher meetings are booked from the portal.'],
  },
  {
    daysAgo: 56,
    title: 'School concert and science week',
    lines: ['The choir and the orchestra play in the main hall.', 'Science week: experiments open to families.'],
  },
  {
    daysAgo: 27,
    title: 'Library reopening and reading challenge',
    lines: ['The renovated library opens every lunchtime.', 'Read five books this term to win the reading challenge.'],
  },
  {
    daysAgo: 4,
    title: 'School trips and sports day before the end of the term for every class',
    lines: ['School trips: authorisations are in the Documents area.', 'Sports day: bring a cap and a water bottle.'],
  },
];

export async function seedNewsletters(db: Db, _school: DemoSchool, today: string): Promise<void> {
  for (const [index, newsletter] of NEWSLETTERS.entries()) {
    const newsletterId = await publishNewsletter(db, {
      title: newsletter.title,
      publishDate: addDays(today, -newsletter.daysAgo),
      lines: newsletter.lines,
    });
    if (index < NEWSLETTERS.length - 1) await markSeenByEveryone(db, 'newsletter', newsletterId);
  }
}
