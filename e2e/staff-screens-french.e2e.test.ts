import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE, type TestPage, openPage } from './support/browser';
import { englishOnlySentences } from './support/catalogs';
import { officePages } from './support/office-pages';
import { problemsInFrench, sweep } from './support/page-problems';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

/**
 * Every office page in French at phone width: axe-clean, with no English sentence of the interface
 * left (the English sweep at desktop width is staff-screens.e2e.test.ts). The texts themselves are
 * checked by the component tests and the catalogs' check; this sweep finds what only a page shows: an
 * untranslated text that reached the screen, a layout that breaks at 375 px in the longer language.
 */
const env = useServerAndBrowser();
const ENGLISH = englishOnlySentences();
let current: TestPage | null = null;

afterEach(async () => {
  expect(current?.pageErrors ?? []).toEqual([]);
  await current?.context.close();
  current = null;
});

let officePagesToVisit: string[] = [];
beforeAll(async () => {
  officePagesToVisit = await officePages(env.baseUrl);
});

describe('the staff side in French', () => {
  it(`shows every office page in French at ${MOBILE.width} px, axe-clean, no English left`, { timeout: 240_000 }, async () => {
    current = await openPage(env.browser, env.baseUrl, MOBILE, { locale: 'fr-FR' });
    const { page } = current;
    await signIn(page, env.baseUrl, 'office', officePagesToVisit[0]);
    const problems = await sweep(page, officePagesToVisit, (path) => problemsInFrench(page, `${path} ${MOBILE.width}px`, ENGLISH));
    expect(problems).toEqual([]);
  });
});
