import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { type TestPage, openPage } from './support/browser';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

/**
 * The school's times, wherever the server and the family are: a server whose machine runs on New York
 * time, a parent in Tokyo and a parent in Paris read the same dates and times on every screen that
 * shows some, and the school's week is the one of the school's own calendar (Europe/Paris).
 */
const env = useServerAndBrowser({ TZ: 'America/New_York', SCHOOL_TIME_ZONE: 'Europe/Paris' });
const opened: TestPage[] = [];

afterEach(async () => {
  for (const { context, pageErrors } of opened.splice(0)) {
    expect(pageErrors).toEqual([]);
    await context.close();
  }
});

async function parentIn(timezoneId: string): Promise<Page> {
  const test = await openPage(env.browser, env.baseUrl, undefined, { timezoneId });
  opened.push(test);
  await signIn(test.page, env.baseUrl, 'parent', '/login');
  return test.page;
}

/** The page's main content as read, once loaded. */
async function mainText(page: Page, path: string, ready: (page: Page) => Promise<unknown>): Promise<string> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await ready(page);
  // Every block's read answered and drawn: a block still loading would read differently in the two.
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelectorAll('[role="status"]').length === 0, undefined, { timeout: 10_000 });
  return page.locator('main').innerText();
}

/** '23 – 27 November 2026': the school week holding the school's today (the coming one at the weekend). */
function schoolWeekLabel(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
  const today = new Date(`${parts}T00:00:00Z`);
  const weekday = today.getUTCDay() === 0 ? 7 : today.getUTCDay();
  const monday = new Date(today.getTime() + ((weekday >= 6 ? 8 : 1) - weekday) * 86_400_000);
  const friday = new Date(monday.getTime() + 4 * 86_400_000);
  const format = (date: Date, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(date);
  const sameMonth = monday.getUTCMonth() === friday.getUTCMonth();
  const start = sameMonth ? format(monday, { day: '2-digit' }) : format(monday, { day: '2-digit', month: 'short' });
  return `${start} – ${format(friday, { day: '2-digit', month: sameMonth ? 'long' : 'short', year: 'numeric' })}`;
}

describe('the school time, whatever the zones', () => {
  it(
    'shows a parent in Tokyo the same dates and times as a parent in Paris, from a server on New York time',
    { timeout: 120_000 },
    async () => {
      const [tokyo, paris] = await Promise.all([parentIn('Asia/Tokyo'), parentIn('Europe/Paris')]);
      const screens: Array<[string, (page: Page) => Promise<unknown>]> = [
        ['/', (page) => page.getByText(/^Week of /).waitFor()],
        ['/timetable', (page) => page.locator('.fc-timegrid-event').first().waitFor()],
        ['/meetingsinfo', (page) => page.getByText(/^Meetings are open from /).waitFor()],
        ['/termsdates', (page) => page.getByRole('tab').first().waitFor()],
        ['/childinfo', (page) => page.getByRole('tabpanel').first().waitFor()],
      ];
      for (const [path, ready] of screens) {
        const [inTokyo, inParis] = [await mainText(tokyo, path, ready), await mainText(paris, path, ready)];
        expect(inTokyo, path).toBe(inParis);
      }
      // And that shared week is the school's: Paris's calendar, not New York's (the server) or Tokyo's.
      const label = schoolWeekLabel(new Date());
      await tokyo.goto('/');
      await tokyo.getByText(`Week of ${label}`).waitFor();
      await tokyo.goto('/timetable');
      await tokyo.getByText(label).first().waitFor();
    },
  );
});
