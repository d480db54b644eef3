import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE, type TestPage, openPage } from './support/browser';
import type { AccountName } from './support/accounts';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

const env = useServerAndBrowser();
let current: TestPage | null = null;
const open = async (viewport = DESKTOP) => (current = await openPage(env.browser, env.baseUrl, viewport));

afterEach(async () => {
  expect(current?.pageErrors ?? []).toEqual([]);
  await current?.context.close();
  current = null;
});

/** Goes to the page, waits for its heading and for loading placeholders to go, then scans. */
async function scan(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  return scanShown(page, path);
}

/** The same for the page already on its way (signIn's landing page). */
async function scanShown(page: Page, path: string): Promise<string[]> {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[role="status"]').length === 0, undefined, { timeout: 10_000 });
  return (await axeViolations(page)).map((line) => `${path} ${line}`);
}

/**
 * One scan per page: the pages of an area are scanned by that area's journey, for both roles and at
 * 1280 and 375 px (newsletter, reports, rewards, termsdates, timetable, child-screens, forms,
 * documents, family-screens, meetings-screens). This journey scans what no area owns: the login page,
 * the home page, the pages of errors, and the shell's overlays.
 */
const PAGES: Array<[AccountName, string]> = [
  ['parent', '/'],
  ['parent', '/no-such-page'],
  ['student', '/'],
  ['student', '/no-such-page'],
  ['student', '/unauthorized'],
];

describe('accessibility (WCAG 2.1 A and AA)', () => {
  for (const [name, viewport] of [
    ['1280', DESKTOP],
    ['375', MOBILE],
  ] as const) {
    it(`has no violation on the login page at ${name} px, empty and with errors`, async () => {
      const { page } = await open(viewport);
      expect(await scan(page, '/login')).toEqual([]);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByText('Required').first().waitFor();
      // The scan waits for the toast to finish sliding in: mid-animation its colours are not the final ones.
      await page.getByText('Please specify your email and password').waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  for (const [account, path] of PAGES) {
    it(`has no violation on ${path} for the ${account}`, async () => {
      const { page } = await open();
      await signIn(page, env.baseUrl, account, path);
      expect(await scanShown(page, path)).toEqual([]);
    });
  }

  it('has no violation with the notifications, the account menu and the drawer open', async () => {
    const { page } = await open(MOBILE);
    await signIn(page, env.baseUrl, 'parent');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Martin family' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('has no violation on the student home page at 375 px', async () => {
    const { page } = await open(MOBILE);
    await signIn(page, env.baseUrl, 'student');
    expect(await scanShown(page, '/')).toEqual([]);
  });
});
