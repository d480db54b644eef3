import { afterEach, describe, expect, it } from 'vitest';
import { type TestPage, openPage } from './support/browser';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

const env = useServerAndBrowser();
let current: TestPage | null = null;
const open = async () => (current = await openPage(env.browser, env.baseUrl));

afterEach(async () => {
  expect(current?.pageErrors ?? []).toEqual([]);
  await current?.context.close();
  current = null;
});

const UNAUTHORIZED = 'Sorry, you do not have the necessary permissions to access this page.';

/** Every family route: route, heading the page shows for the Martin parent. */
const ANY_ROLE: Array<[string, string]> = [
  ['/newsletter', 'Newsletter'],
  ['/reports', 'Reports'],
  ['/rewards', 'Rewards Sanctions'],
  ['/termsdates', 'Terms Date'],
  ['/timetable', 'Timetable'],
  ['/childinfo?children=2', 'Hugo Martin'],
];
const PARENT_ONLY: Array<[string, string]> = [
  ['/forms', 'Forms'],
  ['/documents', 'Documents'],
  ['/parentinfo', 'Martin Family'],
  ['/meetings', 'Meetings'],
  ['/meetingsinfo', 'Make an appointment'],
];

describe('the route guard', () => {
  it('sends a signed-out visitor to /login from any protected route', async () => {
    const { page } = await open();
    for (const path of ['/', '/documents', '/timetable', '/childinfo?children=1']) {
      await page.goto(path);
      await page.waitForURL(`${env.baseUrl}/login`);
    }
  });

  it('sends a student to /unauthorized on parent-only routes', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'student', '/documents');
    await page.waitForURL(`${env.baseUrl}/unauthorized`);
    await page.getByText(UNAUTHORIZED).waitFor();
    for (const [path] of PARENT_ONLY.slice(1)) {
      await page.goto(path);
      await page.waitForURL(`${env.baseUrl}/unauthorized`);
    }
    await page.getByRole('link', { name: 'Return to home page' }).click();
    await page.waitForURL(`${env.baseUrl}/`);
  });

  it('lets a student into every any-role route', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'student');
    for (const [path, heading] of ANY_ROLE.slice(0, 5)) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
  });

  it('lets a parent into every route of the table, each with its heading and title', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'parent');
    for (const [path, heading] of [...ANY_ROLE, ...PARENT_ONLY]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.title()).toBe(`${heading} · Carnet`);
    }
  });
});

describe('a page that does not exist', () => {
  it('says so with a way home, in English and, for a French browser, in French', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'parent', '/no-such-page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.title()).toBe('Page not found · Carnet');
    await current?.context.close();

    const french = (current = await openPage(env.browser, env.baseUrl, undefined, { locale: 'fr-FR' }));
    await signIn(french.page, env.baseUrl, 'parent', '/no-such-page');
    await french.page.getByRole('heading', { level: 1, name: 'Page introuvable' }).waitFor();
    expect(await french.page.title()).toBe('Page introuvable · Carnet');
    await french.page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await french.page.waitForURL(`${env.baseUrl}/`);
  });
});
