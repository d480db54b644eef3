import SQLite from 'better-sqlite3';
import { rollTargetYearOf, todayIn } from '@carnet/contract';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE, type TestPage, openPage } from './support/browser';
import { settled } from './support/page-problems';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

/**
 * The office's retention periods and the roll into the next school year (decision 078), on a phone and in
 * both languages. The demo school is in its current year; its row is moved back to an old year in the
 * server's SQLite file, so the roll into this summer's year is due as it would be in July. Last year's
 * 5Z, emptied before the roll, is closed by it: marked on the structure page, offered in no picker,
 * and the office reopens it (decision 081).
 */
const env = useServerAndBrowser();
const target = rollTargetYearOf(todayIn('Europe/Paris'));
const LAST_YEAR_CLASS = '5Z';

beforeAll(() => {
  const db = new SQLite(env.databaseFile);
  try {
    db.prepare("update school_years set school_year = '2000-2001'").run();
    db.prepare("insert into classes (name, year_group_id) select ?, id from year_groups where name = '6e'").run(LAST_YEAR_CLASS);
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

  it("after the roll last year's class is marked closed in both languages, offered in no picker, and reopened from the keyboard", async () => {
    const french = await open(MOBILE, 'fr-FR');
    await signIn(french.page, env.baseUrl, 'office', '/staff/structure?tab=classes');
    const fermees = french.page.getByRole('region', { name: 'Classes' }).getByRole('listitem').filter({ hasText: LAST_YEAR_CLASS });
    await french.page.getByRole('heading', { level: 3, name: 'Classes fermées' }).waitFor();
    await fermees.getByText('Fermée', { exact: true }).waitFor();
    await fermees.getByRole('button', { name: `Rouvrir ${LAST_YEAR_CLASS}` }).waitFor();
    expect(await axeViolations(french.page)).toEqual([]);
    await french.context.close();

    const { page } = await open(DESKTOP, 'en-GB');
    await signIn(page, env.baseUrl, 'office', '/staff/evenings');
    const classChoices = page.getByRole('form', { name: 'New evening' }).getByRole('group', { name: 'Classes' });
    await classChoices.getByLabel('6A', { exact: true }).waitFor();
    expect(await classChoices.getByLabel(LAST_YEAR_CLASS, { exact: true }).count()).toBe(0);

    await page.goto('/staff/structure?tab=classes');
    const classes = page.getByRole('region', { name: 'Classes' });
    const row = classes.getByRole('listitem').filter({ hasText: LAST_YEAR_CLASS });
    await row.getByText('Closed', { exact: true }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Closed classes' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await row.getByRole('button', { name: `Reopen ${LAST_YEAR_CLASS}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Class reopened').waitFor();
    // Its row moved to the open classes: the focus goes to their heading, and nothing is closed any more.
    await page.getByRole('heading', { level: 3, name: 'Closed classes' }).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('classes');
    await row.getByRole('button', { name: `Edit ${LAST_YEAR_CLASS}` }).waitFor();
    expect(await row.getByText('Closed', { exact: true }).count()).toBe(0);
    await settled(page);

    await page.goto('/staff/evenings');
    await classChoices.getByLabel(LAST_YEAR_CLASS, { exact: true }).waitFor();
  });

  it('names the roll, the reopening and the retention in the audit log in French, never by their stored words', async () => {
    const { page } = await open(DESKTOP, 'fr-FR');
    await signIn(page, env.baseUrl, 'office', '/staff/audit');
    const table = page.getByRole('region', { name: 'Lignes du journal d’audit' });
    await table.locator('tbody tr').first().waitFor();
    // One French sentence per line (decision 097): no stored word ('roll', 'schoolYear') reaches the reader.
    const lines = await table.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(lines.some((line) => line.includes('a basculé l’année scolaire'))).toBe(true);
    expect(lines.some((line) => line.includes('a rouvert'))).toBe(true);
    expect(lines.filter((line) => /\b(roll|reopen|purge|schoolYear|retention|update|create)\b/.test(line))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
});
