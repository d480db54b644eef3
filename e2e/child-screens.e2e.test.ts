import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE, type TestPage, openPage, screenshot as capture } from './support/browser';
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

/** A full-page capture from the top, so the sticky bars sit where a reader first sees them. */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await capture(page, name);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

/** Opens each tab in turn, waits for its content, and scans it. */
async function scanEveryTab(page: Page, tabs: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const name of tabs) {
    await tab(page, name).click();
    await page.getByRole('region', { name, exact: true }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('main [role="status"]').length === 0);
    found.push(...(await axeViolations(page)).map((line) => `${name}: ${line}`));
  }
  return found;
}

describe('child page accessibility (WCAG 2.1 A and AA)', () => {
  for (const [size, viewport] of [
    ['1280', DESKTOP],
    ['375', MOBILE],
  ] as const) {
    it(`has no violation on any of a parent's tabs at ${size} px`, async () => {
      const { page } = await open(viewport);
      await signIn(page, env.baseUrl, 'parent', '/childinfo?children=1');
      await page.getByRole('heading', { level: 1, name: 'Léa Martin' }).waitFor();
      expect(await scanEveryTab(page, ['Registry', 'Exit permission', 'Subject', 'Medical', 'Concern'])).toEqual([]);
    });
  }

  it("has no violation on a student's tabs", async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'student', '/childinfo?children=1');
    await page.getByRole('heading', { level: 1, name: 'Léa Martin' }).waitFor();
    expect(await scanEveryTab(page, ['Registry', 'Subject', 'Medical'])).toEqual([]);
  });

  it('moves between tabs with the arrow keys', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'parent', '/childinfo?children=1');
    await tab(page, 'Registry').focus();
    // The selection follows focus once React has rendered the key press: poll rather than read at once.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => tab(page, 'Exit permission').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('End');
    await expect.poll(() => tab(page, 'Concern').getAttribute('aria-selected')).toBe('true');
  });
});

describe('child page screenshots', () => {
  for (const [size, viewport] of [
    ['375', MOBILE],
    ['1280', DESKTOP],
  ] as const) {
    for (const account of ['parent', 'student'] as const) {
      it(`captures the ${account}'s child page at ${size} px`, async () => {
        const { page } = await open(viewport);
        await signIn(page, env.baseUrl, account, '/childinfo?children=1');
        await page.getByRole('region', { name: 'Registry', exact: true }).getByRole('listitem').first().waitFor();
        await page.evaluate(() => document.fonts.ready);
        await screenshot(page, `child-${account}-registry-${size}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await tab(page, 'Medical').click();
        await page.getByText(/^Blood type/).waitFor();
        await screenshot(page, `child-${account}-medical-${size}`);
        if (account === 'parent') {
          await tab(page, 'Concern').click();
          await page.getByRole('region', { name: 'Concern', exact: true }).waitFor();
          await screenshot(page, `child-${account}-concern-${size}`);
        }
      });
    }
  }
});
