import SQLite from 'better-sqlite3';
import { rollTargetYearOf, todayIn } from '@carnet/contract';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE, type TestPage, openPage } from './support/browser';
import { settled } from './support/page-problems';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

/**
 * The office's retention periods and the roll into the next school year (issue 20), on a phone and in
 * both languages. The demo school is in its current year; its row is moved back to an old year in the
 * server's SQLite file, so the roll into this summer's year is due as it would be in July.
 */
const env = useServerAndBrowser();
const target = rollTargetYearOf(todayIn('Europe/Paris'));

beforeAll(() => {
  const db = new SQLite(env.databaseFile);
  try {
    db.prepare("update school_years set school_year = '2000-2001'").run();
  } finally {
    db.close();
  }
});

let current: TestPage | null = null;
const open = async (viewport: typeof DESKTOP, locale: string) => (current = await openPage(env.browser, env.baseUrl, viewport, { locale }));

afterEach(async () => {
  expect(current?.pageErrors ?? []).toEqual([]);
  await current?.context.close();
  current = null;
});

describe('retention and the new school year', () => {
  it('in French on a phone: the periods with their defaults, a refused value explained, the confirmation named and cancelled', async () => {
    const { page } = await open(MOBILE, 'fr-FR');
    await signIn(page, env.baseUrl, 'office', '/staff/retention');
    await page.getByRole('heading', { level: 1, name: 'Conservation et année scolaire' }).waitFor();
    const registry = page.getByLabel('Registre des présences et autorisations de sortie');
    expect(await registry.inputValue()).toBe('12');
    expect(await page.getByLabel('Documents', { exact: true }).inputValue()).toBe('36');

    await registry.fill('0');
    await page.getByRole('button', { name: 'Enregistrer les durées' }).click();
    await page.getByText('Saisissez un nombre entier de mois de 1 à 120.').waitFor();
    expect(await registry.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await registry.fill('12');

    await page.getByText(`Passer l’établissement en ${target}\u00a0:`).waitFor();
    await page.getByRole('button', { name: `Commencer l’année scolaire ${target}…` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Passer l’établissement en ${target}\u00a0?` });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await settled(page);
  });

  it('in English on a phone: the office saves a period, then confirms the roll, and the page says it is done', async () => {
    const { page } = await open(MOBILE, 'en-GB');
    await signIn(page, env.baseUrl, 'office', '/staff/retention');
    await page.getByRole('heading', { level: 1, name: 'Retention and school year' }).waitFor();
    const reports = page.getByLabel('Reports', { exact: true });
    await reports.fill('48');
    await page.getByRole('button', { name: 'Save the periods' }).click();
    await page.getByText('Saved. The next nightly run applies them.').waitFor();

    await page.getByText(`Moving the school into ${target} will:`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: `Start the school year ${target}…` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Move the school into ${target}?` });
    await dialog.getByRole('button', { name: `Move into ${target}` }).click();
    await page.getByText(new RegExp(`^The school moved into ${target} on `)).waitFor();
    await page.getByText('Forms archived:', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await settled(page);

    // A fresh page reads the same from the server: the roll happened once, the period was kept.
    await page.reload();
    await page.getByText(new RegExp(`^The school moved into ${target} on `)).waitFor();
    expect(await page.getByLabel('Reports', { exact: true }).inputValue()).toBe('48');
    expect(await page.getByRole('button', { name: /Start the school year/ }).count()).toBe(0);
  });

  it('at 1280 px the page has no axe violation either', async () => {
    const { page } = await open(DESKTOP, 'en-GB');
    await signIn(page, env.baseUrl, 'office', '/staff/retention');
    await page.getByRole('heading', { level: 1, name: 'Retention and school year' }).waitFor();
    await page.getByText(new RegExp(`^The school moved into ${target} on `)).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
