import { afterEach, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, type TestPage, openPage, screenshot } from './support/browser';
import type { AccountName } from './support/accounts';
import { englishOnlySentences } from './support/catalogs';
import { problemsInFrench, settled, sweep } from './support/page-problems';
import { PARENT_PAGES, STUDENT_PAGES, pageSlug } from './support/family-pages';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

/**
 * Every family screen in French (support/family-pages.ts), as a family whose browser speaks French sees
 * it on a phone: the page says it is French (`<html lang>`), no sentence of the English interface is
 * left on it, and axe finds nothing. Each page is captured.
 */
const env = useServerAndBrowser();
const ENGLISH = englishOnlySentences();
let current: TestPage | null = null;
const openInFrench = async (viewport = DESKTOP) => (current = await openPage(env.browser, env.baseUrl, viewport, { locale: 'fr-FR' }));

afterEach(async () => {
  expect(current?.pageErrors ?? []).toEqual([]);
  await current?.context.close();
  current = null;
});

async function walk(account: AccountName, pages: string[], viewport: typeof DESKTOP): Promise<string[]> {
  const { page } = await openInFrench(viewport);
  await signIn(page, env.baseUrl, account, pages[0]);
  return sweep(page, pages, async (path) => {
    await screenshot(page, `fr-${account}-${pageSlug(path)}-${viewport.width}`);
    return problemsInFrench(page, `${account} ${path} ${viewport.width}px`, ENGLISH);
  });
}

describe('the family screens in French', () => {
  it('finds the English sentences of the interface to look for', () => {
    // A sanity check of the check itself: an empty list would let every page pass.
    expect(ENGLISH.length).toBeGreaterThan(100);
    expect(ENGLISH).toContain('Login failed. Please check your email and password');
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    it(`shows the login page in French at ${viewport.width} px, with its errors`, async () => {
      const { page } = await openInFrench(viewport);
      await page.goto('/login');
      await settled(page);
      expect(await problemsInFrench(page, `/login ${viewport.width}px`, ENGLISH)).toEqual([]);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.getByText('Obligatoire').first().waitFor();
      await page.getByText('Veuillez saisir votre e-mail et votre mot de passe').waitFor();
      expect(await problemsInFrench(page, `/login errors ${viewport.width}px`, ENGLISH)).toEqual([]);
    });
  }

  // One walk per page, at phone width, where the longer French words press hardest; the English sweep
  // at desktop width is a11y.e2e.test.ts.
  it(`walks every parent screen in French at ${MOBILE.width} px`, { timeout: 180_000 }, async () => {
    expect(await walk('parent', PARENT_PAGES, MOBILE)).toEqual([]);
  });

  // The Dubois family left some details empty: 'Non renseigné' must read as well as the rest (axe's contrast).
  it(`shows the Dubois family's details, some empty, in French at ${MOBILE.width} px`, async () => {
    expect(await walk('parent2', ['/parentinfo'], MOBILE)).toEqual([]);
  });

  it('speaks French in the notifications, the account menu and the drawer', async () => {
    const { page } = await openInFrench(MOBILE);
    await signIn(page, env.baseUrl, 'parent');
    await settled(page);
    // On a phone the home page's documents wrap their title and line rather than cut them at 15 letters.
    const documents = page.getByRole('region', { name: 'Documents' });
    await documents.getByRole('listitem').first().waitFor();
    const cut = await documents
      .locator('li p:first-child > span:first-child, li p + p')
      .evaluateAll((texts) => texts.filter((text) => text.scrollWidth > text.clientWidth).map((text) => text.textContent));
    expect(cut).toEqual([]);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').first().waitFor();
    expect(await problemsInFrench(page, 'notifications', ENGLISH)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Famille Martin' }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).waitFor();
    expect(await problemsInFrench(page, 'account menu', ENGLISH)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await problemsInFrench(page, 'drawer', ENGLISH)).toEqual([]);
  });

  it('walks every student screen in French, the refused ones included', { timeout: 120_000 }, async () => {
    expect(await walk('student', STUDENT_PAGES, MOBILE)).toEqual([]);
  });
});
