import type { Page } from 'playwright-core';
import { axeViolations } from './axe';

/** The page at rest: its heading shown, nothing loading any more. */
export async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[role="status"]').length === 0, undefined, { timeout: 10_000 });
}

/**
 * A sweep: visits each path in turn (the first is where the caller signed in), waits for it to settle and
 * gathers what `check` finds wrong with it. The family and office sweeps, in English and in French.
 */
export async function sweep(page: Page, paths: readonly string[], check: (path: string) => Promise<string[]>): Promise<string[]> {
  const problems: string[] = [];
  for (const [index, path] of paths.entries()) {
    if (index > 0) await page.goto(path);
    // A page that never settles is named, so the sweep's failure says which of its pages to look at.
    await settled(page).catch((error: unknown) => {
      throw new Error(`${path} did not settle: ${error instanceof Error ? error.message : String(error)}`);
    });
    problems.push(...(await check(path)));
  }
  return problems;
}

/**
 * What a French reader would find wrong with the page: an English sentence of the interface (from
 * `englishOnlySentences`) left as a whole text or in an aria-label, title, placeholder or alt (school
 * data such as a document's title 'School certificate 2026-2027' is the school's own words and may
 * contain one), the wrong language declared, axe's findings.
 */
export async function problemsInFrench(page: Page, where: string, english: readonly string[]): Promise<string[]> {
  const { lang, texts, title } = await page.evaluate(() => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode.textContent?.trim();
      if (text) found.add(text);
    }
    for (const element of Array.from(document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.add(value);
      }
    }
    return { lang: document.documentElement.lang, texts: [...found], title: document.title };
  });
  const problems: string[] = [];
  if (lang !== 'fr') problems.push(`${where}: <html lang="${lang}">`);
  const shown = new Set(texts);
  for (const sentence of english) {
    if (shown.has(sentence)) problems.push(`${where}: English left on the page: "${sentence}"`);
    // The title is the page's name, then ' · Carnet'.
    if (title.split(' · ')[0] === sentence) problems.push(`${where}: English title "${title}"`);
  }
  return [...problems, ...(await axeViolations(page)).map((line) => `${where} ${line}`)];
}
