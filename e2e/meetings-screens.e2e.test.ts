import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE, type TestPage, openPage, screenshot } from './support/browser';
import { meetingsApiAs } from './support/meetings';
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

// Léa gets one booked subject, so the screen shows a booked row beside the pickers.
beforeAll(async () => {
  const api = await meetingsApiAs(env.baseUrl, 'parent');
  const booked = await api.book([await api.entry(await api.childId('Léa'), 'English', '17:20')]);
  if (booked.status !== 200) throw new Error(`could not book the scene: ${booked.status}`);
});

const closeMeetings = (context: BrowserContext) => context.route('**/api/meeting/open', (route) => route.fulfill({ json: [] }));

/** The screens of this area, each waited for until its content is there. */
const screens = {
  'meetings-open': async (page: Page) => {
    await page.goto('/meetings');
    await page.getByRole('link', { name: 'Make an appointment' }).waitFor();
  },
  'meetings-closed': async (page: Page, context: BrowserContext) => {
    await closeMeetings(context);
    await page.goto('/meetings');
    await page.getByRole('region', { name: 'Contact us' }).waitFor();
  },
  meetingsinfo: async (page: Page) => {
    await page.goto('/meetingsinfo');
    await page.getByRole('list', { name: 'Teachers of Léa' }).waitFor();
    await page.getByLabel('French slot with Claire Petit', { exact: true }).selectOption('16:40');
  },
  'meetingsinfo-empty': async (page: Page, context: BrowserContext) => {
    await closeMeetings(context);
    await page.goto('/meetingsinfo');
    await page.getByText('No meeting available yet.').waitFor();
  },
};

describe('meetings screens', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    for (const [name, show] of Object.entries(screens)) {
      it(`has no WCAG 2.1 AA violation on ${name} at ${viewport.width} px, and is captured`, async () => {
        const { page, context } = await open(viewport);
        await signIn(page, env.baseUrl, 'parent');
        await page.getByRole('heading', { level: 1 }).waitFor();
        await show(page, context);
        await page.waitForFunction(() => document.querySelectorAll('[role="status"]').length === 0);
        // Pictures load a moment after the rows.
        await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
        await page.evaluate(() => document.fonts.ready);
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `${name}-parent-${viewport.width}`);
      });
    }
  }

  it("has no violation with the 'Please select a time slot.' toast showing", async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'parent', '/meetingsinfo');
    await page.getByRole('list', { name: 'Teachers of Léa' }).waitFor();
    await page.getByRole('button', { name: 'MAKE APPOINTMENT' }).click();
    await page.getByText('Please select a time slot.').waitFor();
    // The scan waits for the toast to finish sliding in: mid-animation its colours are not the final ones.
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'meetingsinfo-nothing-selected-1280');
  });
});
