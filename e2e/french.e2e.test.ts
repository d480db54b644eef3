import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE, type TestPage, openPage } from './support/browser';
import type { AccountName } from './support/accounts';
import { englishOnlySentences } from './support/catalogs';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

/**
 * Every family screen in French, as a family whose browser speaks French sees it: the page says it is
 * French (`<html lang>`), no sentence of the English interface is left on it, and axe finds nothing.
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

const PARENT_PAGES = [
  '/',
  '/reports',
  '/documents',
  '/meetings',
  '/meetingsinfo',
  '/forms',
  '/newsletter',
  '/termsdates',
  '/rewards',
  '/timetable',
  '/childinfo',
  '/parentinfo',
  '/no-such-page',
];
const STUDENT_PAGES = ['/', '/reports', '/newsletter', '/termsdates', '/rewards', '/timetable', '/childinfo', '/documents'];

/** The page at rest: its heading shown, nothing loading any more. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[role="status"]').length === 0, undefined, { timeout: 10_000 });
}

/** What a French reader would find wrong with the page: English left on it, the wrong language declared, axe's findings. */
async function problemsOf(page: Page, where: string): Promise<string[]> {
  await settled(page);
  const { lang, text, title } = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    text: document.body.innerText,
    title: document.title,
  }));
  const problems: string[] = [];
  if (lang !== 'fr') problems.push(`${where}: <html lang="${lang}">`);
  for (const sentence of ENGLISH) {
    if (text.includes(sentence)) problems.push(`${where}: English left on the page: "${sentence}"`);
    if (title.startsWith(sentence)) problems.push(`${where}: English title "${title}"`);
  }
  return [...problems, ...(await axeViolations(page)).map((line) => `${where} ${line}`)];
}

async function walk(account: AccountName, pages: string[], viewport: typeof DESKTOP): Promise<string[]> {
  const { page } = await openInFrench(viewport);
  await signIn(page, env.baseUrl, account, pages[0]);
  const problems: string[] = [];
  for (const [index, path] of pages.entries()) {
    if (index > 0) await page.goto(path);
    problems.push(...(await problemsOf(page, `${account} ${path} ${viewport.width}px`)));
  }
  return problems;
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
      expect(await problemsOf(page, `/login ${viewport.width}px`)).toEqual([]);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.getByText('Obligatoire').first().waitFor();
      await page.getByText('Veuillez saisir votre e-mail et votre mot de passe').waitFor();
      expect(await problemsOf(page, `/login errors ${viewport.width}px`)).toEqual([]);
    });

    it(`walks every parent screen in French at ${viewport.width} px`, { timeout: 180_000 }, async () => {
      expect(await walk('parent', PARENT_PAGES, viewport)).toEqual([]);
    });
  }

  it('walks every student screen in French, the refused ones included', { timeout: 120_000 }, async () => {
    expect(await walk('student', STUDENT_PAGES, MOBILE)).toEqual([]);
  });
});
