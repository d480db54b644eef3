import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE, type TestPage, openPage } from './support/browser';
import { officePages } from './support/office-pages';
import { sweep } from './support/page-problems';
import { signIn, signInWithForm } from './support/session';
import { useServerAndBrowser } from './support/setup';

/**
 * The staff side: who lands where, and every office page axe-clean in English (support/office-pages.ts;
 * the French sweep is staff-screens-french.e2e.test.ts).
 */
const env = useServerAndBrowser();
let current: TestPage | null = null;
const open = async (viewport = DESKTOP, locale = 'en-GB') => (current = await openPage(env.browser, env.baseUrl, viewport, { locale }));

afterEach(async () => {
  expect(current?.pageErrors ?? []).toEqual([]);
  await current?.context.close();
  current = null;
});

let officePagesToVisit: string[] = [];
beforeAll(async () => {
  officePagesToVisit = await officePages(env.baseUrl);
});

describe('the staff side', () => {
  it('takes the office from the login form to the staff home, with the office menu', async () => {
    const { page } = await open();
    await signInWithForm(page, 'office');
    await page.waitForURL('**/staff');
    await page.getByRole('heading', { level: 1, name: 'Hello Nadia' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Staff menu' });
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Staff home',
      expect.stringMatching(/^Messages(\d+\d+ unread messages?)?$/),
      'Roll call',
      'Homework',
      'Homework workload',
      'Marks',
      'Term reports',
      'Conduct and concerns',
      'Absences today',
      "Parents' evenings",
      'Structure',
      'Pupils',
      'Families',
      'Teachers and staff',
      'Accounts',
      'School data import',
      'Newsletters',
      'Documents',
      'Reports',
      'Forms',
      'Lunch menu',
      'Term dates',
      'Timetable',
      'Messaging',
      'Audit log',
      'Outgoing mail',
      'Retention and school year',
    ]);
  });

  it('sends a teacher to the staff home with the roll call and without the office areas', async () => {
    const { page } = await open(MOBILE);
    await signInWithForm(page, 'teacher');
    await page.waitForURL('**/staff');
    await page.getByRole('heading', { level: 1, name: 'Hello Paul' }).waitFor();
    // His day first: today's lessons and their registers (decision 096), checked by axe with the rest.
    await page.getByRole('heading', { level: 2, name: 'Your lessons today' }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Staff menu' });
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Staff home',
      expect.stringMatching(/^Messages(\d+\d+ unread messages?)?$/),
      'Roll call',
      'Homework',
      'Marks',
      'Term reports',
      'Conduct and concerns',
      "Parents' evenings",
    ]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('keeps families out of the staff side and staff out of the family pages', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'parent', '/staff');
    await page.waitForURL('**/unauthorized');
    const office = await open();
    await signIn(office.page, env.baseUrl, 'office', '/documents');
    await office.page.waitForURL('**/staff');
    await office.context.close();
  });

  // One sweep of every office page in English, at desktop width; the French sweep, at phone width, is
  // staff-screens-french.e2e.test.ts (a file of its own, so the two run side by side). About 3 s a page
  // on a busy machine: the default minute is too short for thirty pages.
  it(`shows every office page axe-clean in English at ${DESKTOP.width} px`, { timeout: 240_000 }, async () => {
    const { page } = await open(DESKTOP);
    await signIn(page, env.baseUrl, 'office', officePagesToVisit[0]);
    const problems = await sweep(page, officePagesToVisit, async (path) =>
      (await axeViolations(page)).map((line) => `${path} ${DESKTOP.width}px ${line}`),
    );
    expect(problems).toEqual([]);
  });
});
