import { afterEach, describe, expect, it } from 'vitest';
import { apiAs, eventually } from './support/api';
import { MOBILE, type TestPage, openPage } from './support/browser';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

// The shop link is the server's configuration, set at start: the page must follow it.
const SHOP_URL = 'https://boutique.lycee-exemple.fr/';
const env = useServerAndBrowser({ SHOP_URL });
let current: TestPage | null = null;
const open = async (viewport?: typeof MOBILE) => (current = await openPage(env.browser, env.baseUrl, viewport));

afterEach(async () => {
  expect(current?.pageErrors ?? []).toEqual([]);
  await current?.context.close();
  current = null;
});

const PARENT_MENU = [
  'Home page',
  'Messages',
  'Homework',
  'Marks',
  'Reports',
  'Documents',
  'Meetings',
  'Forms',
  'Newsletter',
  'Terms Date',
  'Rewards Sanctions',
  'Timetable',
  'Shop',
];
const STUDENT_MENU = [
  'Home page',
  'Messages',
  'Homework',
  'Marks',
  'Reports',
  'Newsletter',
  'Terms Date',
  'Rewards Sanctions',
  'Timetable',
];

/** A menu link's label without what follows it: the Shop's new-tab notice, the unread messages' count. */
const menuLabel = (text: string) =>
  text
    .replace(' (opens in a new tab)', '')
    .replace(/^Messages.+$/, 'Messages')
    .trim();

describe('the navigation shell', () => {
  it('shows the parent side menu with the external Shop link', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'parent');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.waitFor();
    expect((await menu.getByRole('link').allTextContents()).map(menuLabel)).toEqual(PARENT_MENU);
    const shop = menu.getByRole('link', { name: /Shop/ });
    expect(await shop.getAttribute('target')).toBe('_blank');
    expect(await shop.getAttribute('href')).toBe(SHOP_URL);
  });

  it('shows the student side menu without parent areas', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'student');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.waitFor();
    expect((await menu.getByRole('link').allTextContents()).map(menuLabel)).toEqual(STUDENT_MENU);
  });

  it('lists the family form and the children in the parent account menu', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'parent');
    await page.getByRole('button', { name: 'Martin family' }).click();
    // The menu's code loads on first open: wait for it before reading the items.
    await page.getByRole('menuitem').first().waitFor();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual([
      'Family form',
      'Léa Martin',
      'Hugo Martin',
      'Password and sessions',
      'Notifications',
      'Subscribe in my calendar',
      // Right of access (decision 077): parents only, so not in the student's list below.
      'Download my data',
      'Log out',
    ]);
    await page.getByRole('menuitem', { name: 'Hugo Martin' }).click();
    await page.waitForURL(`${env.baseUrl}/childinfo?children=2`);
    await page.getByRole('button', { name: 'Martin family' }).click();
    await page.getByRole('menuitem', { name: 'Family form' }).click();
    await page.getByRole('heading', { level: 1, name: 'Martin Family' }).waitFor();
  });

  it("offers 'My profile' to a student", async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'student');
    await page.getByRole('button', { name: 'Léa Martin' }).click();
    // The menu's code loads on first open: wait for it before reading the items.
    await page.getByRole('menuitem').first().waitFor();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual([
      'My profile',
      'Password and sessions',
      'Notifications',
      'Subscribe in my calendar',
      'Log out',
    ]);
    await page.getByRole('menuitem', { name: 'My profile' }).click();
    await page.waitForURL(`${env.baseUrl}/childinfo?children=1`);
  });

  it('turns the side menu into a drawer at 375 px', async () => {
    const { page } = await open(MOBILE);
    await signIn(page, env.baseUrl, 'parent');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL(`${env.baseUrl}/reports`);
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
  });
});

describe('notifications', () => {
  it('counts the unseen ones, and opening one marks it read and goes to its area', async () => {
    const { page } = await open();
    const api = await apiAs(env.baseUrl, 'parent');
    const unseen = (await api.unseen()).length;
    await signIn(page, env.baseUrl, 'parent');
    await page.getByRole('button', { name: `Notifications, ${unseen} unseen` }).click();
    const concern = (await api.unseen(['concern']))[0];
    if (!concern) throw new Error('the demo school has an unseen concern');
    await page
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('button', { name: new RegExp(concern.content) })
      .click();
    await page.waitForURL(`${env.baseUrl}/childinfo?children=${concern.link}`);
    await page.getByRole('button', { name: `Notifications, ${unseen - 1} unseen` }).waitFor();
    await eventually(async () => (await api.unseen(['concern'])).length === 0);
  });

  it('marks the subject read when the nav item of its area is clicked', async () => {
    const { page } = await open();
    const api = await apiAs(env.baseUrl, 'parent');
    expect((await api.unseen(['timetable'])).length).toBeGreaterThan(0);
    expect((await api.unseen(['reward', 'commendation'])).length).toBeGreaterThan(0);
    await signIn(page, env.baseUrl, 'parent');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await page.getByRole('button', { name: /^Notifications, \d+ unseen$/ }).waitFor();
    await menu.getByRole('link', { name: 'Timetable' }).click();
    await eventually(async () => (await api.unseen(['timetable'])).length === 0);
    await menu.getByRole('link', { name: 'Rewards Sanctions' }).click();
    await eventually(async () => (await api.unseen(['reward', 'commendation'])).length === 0);
    expect((await api.unseen(['termsdate'])).length).toBeGreaterThan(0);
  });

  it("'mark all as read' marks every notification read", async () => {
    const { page } = await open();
    const api = await apiAs(env.baseUrl, 'parent2');
    await signIn(page, env.baseUrl, 'parent2');
    await page.getByRole('button', { name: /^Notifications, \d+ unseen$/ }).click();
    await page.getByRole('button', { name: 'mark all as read' }).click();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await eventually(async () => (await api.unseen()).length === 0);
    expect(await page.getByRole('button', { name: 'mark all as read' }).isDisabled()).toBe(true);
  });
});

// Last in the file: the Dubois parent's account keeps the language chosen here.
describe('the language of the account menu', () => {
  const welcomeInFrench = (page: TestPage['page']) =>
    page.getByRole('heading', { level: 1, name: 'Bienvenue sur le portail des parents' }).waitFor();

  it('switches to Français: the page and <html lang> turn French, after a reload and in a fresh browser too', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'parent2');
    await page.getByRole('button', { name: 'Dubois family' }).click();
    const french = page.getByRole('menuitemradio', { name: 'Français' });
    expect(await page.getByRole('menuitemradio', { name: 'English' }).getAttribute('aria-checked')).toBe('true');
    expect([await french.getAttribute('aria-checked'), await french.getAttribute('lang')]).toEqual(['false', 'fr']);
    const [saved] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/me') && response.request().method() === 'PATCH'),
      french.click(),
    ]);
    await welcomeInFrench(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link').first().textContent()).toBe('Accueil');
    // The page was rendered anew in French: focus is back on the account button, not lost.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Famille Dubois');

    await page.reload();
    await welcomeInFrench(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.title()).toBe('Accueil · Carnet');

    // Saved on the account (PATCH /api/me): another browser, whose own language is English, speaks French too.
    expect(saved.status()).toBe(200);
    const other = await openPage(env.browser, env.baseUrl);
    try {
      await signIn(other.page, env.baseUrl, 'parent2');
      await welcomeInFrench(other.page);
      expect(await other.page.locator('html').getAttribute('lang')).toBe('fr');
      // And back to English, from the same menu, in French now.
      await other.page.getByRole('button', { name: 'Famille Dubois' }).click();
      await Promise.all([
        other.page.waitForResponse(
          (response) => response.url().endsWith('/api/me') && response.request().method() === 'PATCH' && response.ok(),
        ),
        other.page.getByRole('menuitemradio', { name: 'English' }).click(),
      ]);
      await other.page.getByRole('heading', { level: 1, name: "Welcome to the parent's portal" }).waitFor();
      expect(await other.page.locator('html').getAttribute('lang')).toBe('en');
      expect(other.pageErrors).toEqual([]);
    } finally {
      await other.context.close();
    }
  });
});
