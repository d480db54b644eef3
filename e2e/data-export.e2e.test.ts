import SQLite from 'better-sqlite3';
import { strFromU8 } from 'fflate';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE, type TestPage, openPage, screenshot } from './support/browser';
import { zipEntries } from './support/documents';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

const env = useServerAndBrowser();
let current: TestPage | null = null;
afterEach(async () => {
  expect(current?.pageErrors ?? []).toEqual([]);
  await current?.context.close();
  current = null;
});

async function openFromMenu(page: Page, menuLabel: string, entry: string) {
  await page.getByRole('button', { name: menuLabel }).click();
  await page.getByRole('menuitem', { name: entry }).click();
  await page.getByRole('heading', { level: 1, name: entry }).waitFor();
}

/** The export lines the server wrote in its audit log, read from its SQLite file. */
function exportLines(): Array<{ user_id: number; entity_id: number }> {
  const db = new SQLite(env.databaseFile, { readonly: true });
  try {
    return db.prepare("select user_id, entity_id from audit_log where action = 'export' order by id").all() as Array<{
      user_id: number;
      entity_id: number;
    }>;
  } finally {
    db.close();
  }
}

describe('downloading the family data (right of access)', () => {
  it('the Martin parent downloads a zip from the account menu, with the children registry inside', async () => {
    current = await openPage(env.browser, env.baseUrl, DESKTOP, { locale: 'en-GB' });
    const { page } = current;
    await signIn(page, env.baseUrl, 'parent');
    await openFromMenu(page, 'Martin family', 'Download my data');
    const before = exportLines().length;
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^carnet-martin-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = await zipEntries(download);
    expect(Object.keys(entries)).toEqual(expect.arrayContaining(['README.txt', 'registry.json', 'medical.json', 'documents.json']));
    const registry = JSON.parse(strFromU8(entries['registry.json']!)) as Array<{ statut: string }>;
    expect(registry.length).toBeGreaterThan(0);
    expect(strFromU8(entries['README.txt']!)).toContain('Martin family');
    expect(Object.keys(entries).some((name) => name.startsWith('files/documents/') && name.endsWith('.pdf'))).toBe(true);
    await page.getByText('Your data was downloaded.').waitFor();
    expect(exportLines().length).toBe(before + 1);
  });

  for (const [language, locale, menu, entry] of [
    ['en', 'en-GB', 'Martin family', 'Download my data'],
    ['fr', 'fr-FR', 'Famille Martin', 'Télécharger mes données'],
  ] as const) {
    for (const [size, viewport] of [
      ['1280', DESKTOP],
      ['375', MOBILE],
    ] as const) {
      it(`has no accessibility violation at ${size} px in ${language}, and fits the screen`, async () => {
        current = await openPage(env.browser, env.baseUrl, viewport, { locale });
        const { page } = current;
        await signIn(page, env.baseUrl, 'parent');
        await openFromMenu(page, menu, entry);
        await page.getByRole('button', { name: entry }).waitFor();
        await page.evaluate(() => document.fonts.ready);
        expect(await axeViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await screenshot(page, `data-export-${language}-${size}`);
      });
    }
  }

  it('is not offered to a student, whose page says to ask a parent', async () => {
    current = await openPage(env.browser, env.baseUrl, DESKTOP, { locale: 'en-GB' });
    const { page } = current;
    await signIn(page, env.baseUrl, 'student');
    await page.getByRole('button', { name: 'Léa Martin' }).click();
    await page.getByRole('menuitem', { name: 'Password and sessions' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Download my data' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto(`${env.baseUrl}/account/data`);
    await page.getByText('Only a parent can download the family').waitFor();
    expect(await page.getByRole('button', { name: 'Download my data' }).count()).toBe(0);
  });

  it('the office exports a family from its page, and the export is audited', async () => {
    current = await openPage(env.browser, env.baseUrl, DESKTOP, { locale: 'en-GB' });
    const { page } = current;
    const db = new SQLite(env.databaseFile, { readonly: true });
    const martin = db.prepare("select id from families where name = 'Martin'").get() as { id: number };
    db.close();
    await signIn(page, env.baseUrl, 'office', `/staff/families/${martin.id}`);
    await page.getByRole('heading', { level: 1, name: 'Martin family' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: "Export this family's data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^carnet-martin-/);
    expect(Object.keys(await zipEntries(download))).toContain('registry.json');
    await page.getByText("The family's data was downloaded.").waitFor();
    expect(exportLines().at(-1)).toMatchObject({ entity_id: martin.id });
    expect(await axeViolations(page)).toEqual([]);
  });
});
