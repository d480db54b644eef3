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

async function openFamily(page: Page): Promise<void> {
  await signIn(page, env.baseUrl, 'parent', '/parentinfo');
  await page.getByRole('heading', { level: 1, name: 'Martin Family' }).waitFor();
  await page.evaluate(() => document.fonts.ready);
}

describe('family page accessibility and screenshots', () => {
  for (const [size, viewport] of [
    ['1280', DESKTOP],
    ['375', MOBILE],
  ] as const) {
    it(`has no violation in view, in edit with errors, and on Financial, at ${size} px`, async () => {
      const { page } = await open(viewport);
      await openFamily(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `family-parent-${size}`);

      const first = page.getByRole('region', { name: 'Contact 1', exact: true });
      await first.getByRole('button', { name: 'Edit Contact 1' }).click();
      await first.getByLabel('Mobile').fill('12');
      await first.getByLabel('First name').fill('');
      await first.getByRole('button', { name: 'Save Contact 1' }).click();
      await first.getByText('Mobil number is not valid').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `family-parent-edit-${size}`);

      await page.getByRole('tab', { name: 'Financial' }).click();
      const financial = page.getByRole('region', { name: 'Financial', exact: true });
      await financial.getByRole('button', { name: /^Edit/ }).click();
      await financial.getByRole('button', { name: 'Save Change' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `family-parent-financial-${size}`);
    });
  }
});
