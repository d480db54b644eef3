import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE, type TestPage, openPage } from './support/browser';
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

/** Waits for the page's heading and for loading placeholders to go, then scans. */
async function scan(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[role="status"]').length === 0, undefined, { timeout: 10_000 });
  return (await axeViolations(page)).map((line) => `${path} ${line}`);
}

const ANY_ROLE = ['/', '/newsletter', '/reports', '/rewards', '/termsdates', '/timetable', '/childinfo?children=1', '/no-such-page'];
const PARENT_ONLY = ['/forms', '/documents', '/parentinfo', '/meetings', '/meetingsinfo'];

describe('accessibility (WCAG 2.1 A and AA)', () => {
  it('has no violation on the login page, empty and with errors', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const { page } = await open(viewport);
      expect(await scan(page, '/login')).toEqual([]);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByText('Required').first().waitFor();
      // Let the toast finish sliding in: mid-animation its colours are not the final ones.
      await page.getByText('Please specify your email and password').waitFor();
      await page.waitForTimeout(600);
      expect(await axeViolations(page)).toEqual([]);
      await current?.context.close();
    }
    current = null;
  });

  it("has no violation on a parent's pages", async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'parent');
    const found: string[] = [];
    for (const path of [...ANY_ROLE, ...PARENT_ONLY]) found.push(...(await scan(page, path)));
    expect(found).toEqual([]);
  });

  it("has no violation on a student's pages, the unauthorized page included", async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'student');
    const found: string[] = [];
    for (const path of [...ANY_ROLE, '/unauthorized']) found.push(...(await scan(page, path)));
    expect(found).toEqual([]);
  });

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
    expect(await scan(page, '/')).toEqual([]);
  });
});
