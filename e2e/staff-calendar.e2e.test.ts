import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, schoolWeekStart, todayIn } from '@carnet/contract';
import { apiAs, eventually } from './support/api';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE, type TestPage, openPage } from './support/browser';
import { settled } from './support/page-problems';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

/**
 * The office's calendar (decision 066): a lunch menu, a term date and a lesson series entered in the staff
 * pages reach the families' own pages, and each write shows in the audit log. This file's server has
 * its own database; the weeks used are beyond the demo school's (this week and the next).
 */
const env = useServerAndBrowser();
let current: TestPage | null = null;
const open = async (viewport = DESKTOP) => (current = await openPage(env.browser, env.baseUrl, viewport));

afterEach(async () => {
  expect(current?.pageErrors ?? []).toEqual([]);
  await current?.context.close();
  current = null;
});

const today = () => todayIn('Europe/Paris');
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function goWeeksAhead(page: Page, weeks: number) {
  for (let week = 0; week < weeks; week += 1) await page.getByRole('button', { name: 'Next week' }).click();
}

/** The first week from two weeks on whose Wednesday is a school day (inside a term of this server's calendar). */
function schoolWeekAhead(databaseFile: string): { weekOffset: number; wednesday: string } {
  const db = new SQLite(databaseFile, { readonly: true });
  try {
    const terms = db.prepare('select start_date, end_date from school_terms').all() as Array<{ start_date: string; end_date: string }>;
    for (let weekOffset = 2; weekOffset < 20; weekOffset += 1) {
      const wednesday = addDays(schoolWeekStart(today(), weekOffset), 2);
      if (terms.some((term) => term.start_date <= wednesday && wednesday <= term.end_date)) return { weekOffset, wednesday };
    }
    throw new Error('no school week in the next 20 weeks');
  } finally {
    db.close();
  }
}

describe('the office calendar', () => {
  it('enters a week of lunch in both languages, refusing a dish named in one language only; families read it', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'office', '/staff/lunch-menu');
    await page.getByRole('heading', { level: 1, name: 'Lunch menu' }).waitFor();
    const weekOffset = 7;
    await goWeeksAhead(page, weekOffset);
    const monday = schoolWeekStart(today(), weekOffset);
    await page.getByRole('button', { name: 'Add a dish to Monday' }).waitFor();
    expect(await page.getByText('No menu available').count()).toBe(5);

    const dish = `Pumpkin soup ${unique()}`;
    await page.getByRole('button', { name: 'Add a dish to Monday' }).click();
    await page.getByRole('textbox', { name: 'Monday, dish 1 in English' }).fill(dish);
    await page.getByRole('button', { name: 'Save the week' }).click();
    // Only English: refused in the page, the French field takes the focus, nothing is saved.
    await page.getByText('Each dish needs its English and its French name.').waitFor();
    const french = page.getByRole('textbox', { name: 'Monday, dish 1 in French' });
    await expect.poll(() => french.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await french.fill('Soupe de potiron');
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/staff/lunch-menu/${monday}`) && r.request().method() === 'POST' && r.ok()),
      page.getByRole('button', { name: 'Save the week' }).click(),
    ]);
    await page.getByText('Lunch menu saved').waitFor();
    await page.getByRole('button', { name: 'Clear Monday' }).waitFor();

    const parent = await apiAs(env.baseUrl, 'parent');
    const week = await parent.get<{ data: Array<{ date: string; food: unknown[] }> }>(`/api/food/${weekOffset}`);
    expect(week.data[0]).toEqual({ date: monday, day: 'Monday', food: [{ englishName: dish, frenchName: 'Soupe de potiron' }] });

    // Cleared: the families read 'No menu available' for that day again.
    await page.getByRole('button', { name: 'Clear Monday' }).click();
    await page.getByText('Day cleared').waitFor();
    await eventually(async () => (await parent.get<typeof week>(`/api/food/${weekOffset}`)).data[0]?.food.length === 0);
  });

  it('publishes a term date that the Martin parent then sees on the term dates page, with a notification', async () => {
    const { page } = await open(MOBILE);
    await signIn(page, env.baseUrl, 'office', '/staff/term-dates');
    await page.getByRole('button', { name: 'New term date' }).click();
    const title = `Open evening ${unique()}`;
    await page.getByLabel('Date', { exact: true }).fill(today());
    await page.getByLabel('Type').selectOption({ label: 'School events' });
    await page.getByLabel('Title in English').fill(title);
    await page.getByLabel('Title in French').fill(`Soirée portes ouvertes ${title.slice(13)}`);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Term date published').waitFor();
    await page.getByRole('heading', { level: 2, name: title }).waitFor();

    const parent = await apiAs(env.baseUrl, 'parent');
    await eventually(async () => (await parent.unseen(['termsdate'])).some((n) => n.content.includes(title)));
    const family = await open();
    await signIn(family.page, env.baseUrl, 'parent', '/termsdates');
    await family.page.getByText(title, { exact: true }).waitFor();

    // Corrected: the families read the new title.
    const corrected = `${title} (corrected)`;
    await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
    await page.getByLabel('Title in English').fill(corrected);
    await page.getByRole('button', { name: 'Save Change' }).click();
    await page.getByText('Term date saved').waitFor();
    expect((await parent.get<Array<{ title_en: string }>>('/api/terms')).some((e) => e.title_en === corrected)).toBe(true);

    // Withdrawn: the families' calendar no longer has it, and the unseen notifications went with it.
    await page.getByRole('button', { name: `Withdraw ${corrected}`, exact: true }).click();
    await page
      .getByRole('group', { name: `Withdraw ${corrected}?` })
      .getByRole('button', { name: 'Withdraw' })
      .click();
    await page.getByText('Term date withdrawn').waitFor();
    expect((await parent.get<Array<{ title_en: string }>>('/api/terms')).some((e) => e.title_en.startsWith(title))).toBe(false);
    expect((await parent.unseen(['termsdate'])).some((n) => n.content.includes(title))).toBe(false);
  });

  it('creates a lesson series for 6A Mathematics that Léa’s parent sees on that week’s timetable', async () => {
    const { weekOffset, wednesday } = schoolWeekAhead(env.databaseFile);
    const room = `R${unique()}`.slice(0, 12);
    const { page } = await open();
    await signIn(page, env.baseUrl, 'office', '/staff/timetable');
    await page.getByLabel('Teaching group').selectOption({ label: '6A Mathematics · Paul Bernard' });
    await page.getByLabel('Weekday').selectOption({ label: 'Wednesday' });
    await page.getByLabel('Starts at').fill('10:00');
    await page.getByLabel('Ends at').fill('11:00');
    await page.getByLabel('Room', { exact: true }).fill(room);
    await page.getByLabel('From').fill(wednesday);
    await page.getByLabel('To').fill(wednesday);
    await page.getByRole('button', { name: 'Create the lessons' }).click();
    await page.getByRole('status').filter({ hasText: '1 lesson created' }).waitFor();

    // The same lesson again clashes with itself: refused with the server's words.
    await page.getByRole('button', { name: 'Create the lessons' }).click();
    await page.getByRole('alert').filter({ hasText: 'This teaching group already has a lesson on' }).waitFor();

    await goWeeksAhead(page, weekOffset);
    await page.getByText(`Hall ${room}`).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const parent = await apiAs(env.baseUrl, 'parent');
    expect((await parent.unseen(['timetable'])).some((n) => n.content.includes(`hall ${room}`))).toBe(true);
    const family = await open();
    await signIn(family.page, env.baseUrl, 'parent', '/timetable');
    await family.page.getByRole('heading', { level: 1, name: 'Timetable' }).waitFor();
    await goWeeksAhead(family.page, weekOffset);
    await family.page.getByRole('button', { name: 'Mathematics, Wednesday from 10:00 AM to 11:00 AM', exact: true }).waitFor();

    // The office cancels it: gone from Léa's week.
    const item = page.getByRole('listitem').filter({ hasText: `Hall ${room}` });
    await item.getByRole('button', { name: /^Cancel the lesson of / }).click();
    await item.getByRole('group').getByRole('button', { name: 'Cancel the lesson' }).click();
    await page.getByText('Lesson cancelled').waitFor();
    const me = await parent.get<{ familyInfo: { children: Array<{ id: number; firstName: string }> } }>('/api/me');
    const lea = me.familyInfo.children.find((child) => child.firstName === 'Léa')!;
    const week = await parent.get<{ lessons: Array<Array<{ hallName: string }>> }>(`/api/timetable/${lea.id}/${weekOffset}`);
    expect(week.lessons.flat().some((lesson) => lesson.hallName === room)).toBe(false);
  });

  // Reads what the tests above wrote on this file's server (they run in order).
  it('shows the office’s writes in the audit log, filtered by person', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'office', '/staff/audit');
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    await page.getByLabel('Person').selectOption({ label: 'Nadia Roux' });
    const table = page.getByRole('region', { name: 'Audit log lines' });
    await table.getByRole('cell', { name: 'term date', exact: false }).first().waitFor();
    // One sentence per line, with names (decision 097).
    const lines = await table.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(lines.every((line) => line.startsWith('Nadia Roux '))).toBe(true);
    expect(lines.some((line) => line.includes('the lesson series'))).toBe(true);
    expect(lines.some((line) => line.includes('the lunch menu'))).toBe(true);
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});
