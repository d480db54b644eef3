import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE, type TestPage, openPage, screenshot } from './support/browser';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

const env = useServerAndBrowser();
let current: TestPage | null = null;
afterEach(async () => {
  expect(current?.pageErrors ?? []).toEqual([]);
  await current?.context.close();
  current = null;
});

/** What a calendar app does with the address: a plain GET, no session, on this test's server. */
const fetchFeed = (url: string) => fetch(`${env.baseUrl}${new URL(url).pathname}`);

async function openFromMenu(page: Page, menuLabel: string, entry: string, heading: string) {
  await page.getByRole('button', { name: menuLabel }).click();
  await page.getByRole('menuitem', { name: entry }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.getByRole('button', { name: /^(Copy|Copier)$/ }).waitFor();
}

describe('subscribing to the family calendar', () => {
  it('the Martin parent copies the address, a calendar app reads it, and a reset makes the old one 404', async () => {
    current = await openPage(env.browser, env.baseUrl, DESKTOP);
    const { page, context } = current;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.baseUrl });
    await signIn(page, env.baseUrl, 'parent');
    await openFromMenu(page, 'Martin family', 'Subscribe in my calendar', 'Subscribe in my calendar');
    const field = page.getByLabel('Calendar link');
    const url = await field.inputValue();
    expect(url).toMatch(/\/cal\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await page.getByRole('link', { name: "Open in my phone's calendar" }).getAttribute('href')).toBe(
      url.replace(/^http:/, 'webcal:'),
    );

    // From the keyboard: the field, then Copy.
    await field.focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Copy');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Copied' }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    const feed = await fetchFeed(url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Carnet: Martin family');
    const summaries = calendar.getAllSubcomponents('vevent').map((e) => String(e.getFirstPropertyValue('summary')));
    expect(summaries.some((s) => s.startsWith('Léa: '))).toBe(true);
    expect(summaries.some((s) => s.startsWith('Hugo: '))).toBe(true);

    await page.getByRole('button', { name: 'Reset link' }).click();
    await page.getByText('The old link stops working at once').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Yes, reset the link' }).click();
    await expect.poll(() => field.inputValue()).not.toBe(url);
    const fresh = await field.inputValue();
    expect((await fetchFeed(url)).status).toBe(404);
    expect((await fetchFeed(fresh)).status).toBe(200);
  });

  for (const [language, locale, menu, entry] of [
    ['en', 'en-GB', 'Martin family', 'Subscribe in my calendar'],
    ['fr', 'fr-FR', 'Famille Martin', 'S’abonner dans mon agenda'],
  ] as const) {
    for (const [size, viewport] of [
      ['1280', DESKTOP],
      ['375', MOBILE],
    ] as const) {
      it(`has no accessibility violation at ${size} px in ${language}, and fits the screen`, async () => {
        current = await openPage(env.browser, env.baseUrl, viewport, { locale });
        const { page } = current;
        await signIn(page, env.baseUrl, 'parent');
        await openFromMenu(page, menu, entry, entry);
        await page.evaluate(() => document.fonts.ready);
        expect(await axeViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await screenshot(page, `calendar-feed-${language}-${size}`);
      });
    }
  }

  it('is offered to a student, for their own calendar', async () => {
    current = await openPage(env.browser, env.baseUrl, DESKTOP);
    const { page } = current;
    await signIn(page, env.baseUrl, 'student');
    await openFromMenu(page, 'Léa Martin', 'Subscribe in my calendar', 'Subscribe in my calendar');
    const feed = await fetchFeed(await page.getByLabel('Calendar link').inputValue());
    expect(await feed.text()).toContain('X-WR-CALNAME:Carnet: Léa Martin');
  });
});
