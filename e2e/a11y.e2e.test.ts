import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE, type TestPage, openPage, screenshot } from './support/browser';
import { PARENT_PAGES, STUDENT_PAGES, pageSlug } from './support/family-pages';
import { sweep } from './support/page-problems';
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
 * The English sweep: every family page (support/family-pages.ts), for a parent and for a student, at
 * desktop width, axe-clean, each captured; the French sweep at phone width is french.e2e.test.ts. The
 * areas' own journeys scan the states only a browser reaches (a form with its errors, a dialog open,
 * a toast showing); their empty and failed states are component tests.
 */
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

  for (const [account, pages] of [
    ['parent', PARENT_PAGES],
    ['student', STUDENT_PAGES],
  ] as const) {
    it(`has no violation on any page of the ${account} at ${DESKTOP.width} px`, { timeout: 180_000 }, async () => {
      const { page } = await open(DESKTOP);
      await signIn(page, env.baseUrl, account, pages[0]);
      const problems = await sweep(page, pages, async (path) => {
        await screenshot(page, `en-${account}-${pageSlug(path)}-${DESKTOP.width}`);
        return (await axeViolations(page)).map((line) => `${account} ${path} ${line}`);
      });
      expect(problems).toEqual([]);
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

  // The scanner itself (support/axe.ts): a page with two known faults is named with both, also on a
  // second scan of the same document, where axe is already in the page.
  it('finds the faults it is there to find', async () => {
    const { page } = await open(MOBILE);
    await page.setContent(
      '<html lang="en"><head><title>Faults</title></head><body><main><h1>Faults</h1>' +
        '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">' +
        '<p style="color:#bbb;background:#fff">Pale text</p></main></body></html>',
    );
    for (let scan = 0; scan < 2; scan++) {
      const rules = (await axeViolations(page)).map((line) => line.split(':')[0]);
      expect(rules.sort()).toEqual(['color-contrast', 'image-alt']);
    }
  });

  it('has no violation on the student home page at 375 px', async () => {
    const { page } = await open(MOBILE);
    await signIn(page, env.baseUrl, 'student');
    expect(await scanShown(page, '/')).toEqual([]);
  });
});
