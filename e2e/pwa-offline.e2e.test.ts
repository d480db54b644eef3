import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { MOBILE, type TestPage, openPage, screenshot } from './support/browser';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

/**
 * The installable app (decision 072), in a real Chromium with the app's own service worker: offline, the timetable shows
 * the copy last seen on this device with a notice; after log out nothing of the account stays in the
 * caches, so the next person at this device cannot read it, even offline.
 */
const env = useServerAndBrowser();

let current: TestPage | null = null;
afterEach(async () => {
  await current?.context.close();
  current = null;
});

// A phone opens the timetable on the day (decision 099): the first lesson of the day's list, whichever day it is.
const lesson = (page: Page) => page.getByRole('list', { name: 'Lessons of the day' }).getByRole('button').first();

/** Signs in on /timetable and waits until the service worker controls the page and has kept this week. */
async function timetableSeenWithServiceWorker(account: 'parent' | 'student') {
  current = await openPage(env.browser, env.baseUrl, MOBILE, { serviceWorkers: 'allow' });
  const { page } = current;
  await signIn(page, env.baseUrl, account, '/timetable');
  await lesson(page).waitFor();
  // The worker is registered after the first load; the page it controls reads the timetable through it.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await lesson(page).waitFor();
  return page;
}

const timetableCaches = (page: Page) =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('carnet-timetable-user-'));
    return Promise.all(names.map(async (name) => ({ name, entries: (await (await caches.open(name)).keys()).length })));
  });

describe('the installed app offline', () => {
  it('shows the timetable last seen on this device with a clear offline notice', async () => {
    const page = await timetableSeenWithServiceWorker('parent');
    expect((await timetableCaches(page)).some((cache) => cache.entries > 0)).toBe(true);

    await current!.context.setOffline(true);
    await page.reload();
    await lesson(page).waitFor();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'You are offline: this is the timetable last seen on this device.' }).count())
      .toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'pwa-offline-timetable-en-375');
    expect(current!.pageErrors).toEqual([]);
  });

  it('keeps nothing of the account after log out: the next person offline finds no timetable', async () => {
    const page = await timetableSeenWithServiceWorker('parent');
    expect((await timetableCaches(page)).length).toBe(1);

    await page.getByRole('button', { name: /Martin family/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    expect(await timetableCaches(page)).toEqual([]);

    // Offline, the portal's timetable address shows no lesson of the Martin children.
    await current!.context.setOffline(true);
    await page.goto('/timetable').catch(() => undefined);
    await page.waitForLoadState('domcontentloaded');
    expect(await lesson(page).count()).toBe(0);
  });
});
