import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE, type TestPage, openPage } from './support/browser';
import { englishOnlySentences } from './support/catalogs';
import { type RosterSet, rosterSet, withFile, zipRoster } from './support/oneroster';
import { problemsInFrench, settled } from './support/page-problems';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

/**
 * The office brings the school's data in from its management system (decision 069): a OneRoster zip is
 * checked (nothing written), imported, and its pupils are then on the pupils page; a broken export is
 * refused with every problem, where it is. The file's own server and database, so the import's school
 * changes no other journey's.
 */
const env = useServerAndBrowser();
let current: TestPage | null = null;
const open = async (viewport = DESKTOP, locale = 'en-GB') => (current = await openPage(env.browser, env.baseUrl, viewport, { locale }));

afterEach(async () => {
  expect(current?.pageErrors ?? []).toEqual([]);
  await current?.context.close();
  current = null;
});

const unique = () => Math.random().toString(36).slice(2, 7);

/** users.csv with the parent's address broken (line 4), and an enrollment of a user the file does not have (line 7). */
const brokenSet = (set: RosterSet) =>
  withFile(
    withFile(set, 'users.csv', (text) => text.replace(/helene\.\w+@parents\.example/, 'helene.at.parents')),
    'enrollments.csv',
    (text) => `${text}e-6,,,cl-5c,org-1,stu-404,student,false,2026-09-01,2027-07-04\r\n`,
  );

async function chooseAndCheck(page: Page, set: RosterSet, name: string, label = 'OneRoster export (.zip)', check = 'Check the file') {
  await page.getByLabel(label).setInputFiles({ name, mimeType: 'application/zip', buffer: zipRoster(set) });
  await page.getByRole('button', { name: check }).click();
}

/** A report line's figures: create, update, deactivate, unchanged (or what was done). */
const lineOf = (table: Locator, kind: string) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: kind, exact: true }) })
    .getByRole('cell')
    .allTextContents();

/** Whether the page scrolls sideways (a table too wide for a phone must scroll in its own frame). */
const overflowsPage = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('the office imports the school’s data', () => {
  it('checks a OneRoster zip, imports it, finds the pupils, and reads every problem of a broken one', async () => {
    const tag = unique();
    const set = rosterSet(tag);
    const { page } = await open();
    await signIn(page, env.baseUrl, 'office', '/staff/import');
    await page.getByRole('heading', { level: 1, name: 'School data import' }).waitFor();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);

    await chooseAndCheck(page, set, `export-${tag}.zip`);
    await page.getByRole('heading', { name: 'The file can be imported' }).waitFor();
    // What is created; a retry of this test would also deactivate the first attempt's people.
    const planned = page.getByRole('table', { name: 'Changes the import will make' });
    expect((await lineOf(planned, 'Pupils'))[0]).toBe('2');
    expect((await lineOf(planned, 'Guardians'))[0]).toBe('1');
    expect((await lineOf(planned, 'Teachers'))[0]).toBe('1');
    expect((await lineOf(planned, 'Families'))[0]).toBe('1');
    // Nothing is written by a check: the file is not in the history.
    const history = page.getByRole('region', { name: 'Past imports' });
    await settled(page);
    expect(await history.getByText(`export-${tag}.zip`).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('heading', { name: 'Import done' }).waitFor();
    const done = page.getByRole('table', { name: 'Changes the import made' });
    expect((await lineOf(done, 'Pupils'))[0]).toBe('2');
    expect((await lineOf(done, 'Guardians'))[0]).toBe('1');
    await page.getByText('The school’s data was imported', { exact: true }).waitFor();
    const row = history.getByRole('row').filter({ hasText: `export-${tag}.zip` });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['Nadia Roux', `export-${tag}.zip`, 'OneRoster 1.1']),
    );
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/staff/pupils');
    await settled(page);
    await page.getByLabel('Search by name').fill(`brunel${tag}`);
    const pupils = page.getByRole('table', { name: 'Pupils' });
    await pupils.getByRole('link', { name: `Brunel${tag} Maëlys` }).waitFor();
    await pupils.getByRole('link', { name: `Brunel${tag} Timothée` }).waitFor();

    await page.goto('/staff/import');
    await settled(page);
    await chooseAndCheck(page, brokenSet(set), `broken-${tag}.zip`);
    await page.getByRole('heading', { name: 'Nothing was imported' }).waitFor();
    const problems = page.getByRole('table', { name: 'Problems in the file' });
    const rows = await problems
      .getByRole('row')
      .evaluateAll((trs) => trs.slice(1).map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent)));
    expect(rows).toEqual(
      expect.arrayContaining([
        ['users.csv', '4', 'email', '"helene.at.parents" is not an e-mail address'],
        ['enrollments.csv', '7', 'userSourcedId', 'no record of users.csv has the sourcedId stu-404'],
      ]),
    );
    expect(rows).toHaveLength(2);
    // A refused file is not an import: the history does not list it.
    await settled(page);
    expect(await history.getByText(`broken-${tag}.zip`).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('asks for a file, and shows the server’s refusal of one that is not a zip', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'office', '/staff/import');
    await settled(page);
    await page.getByRole('button', { name: 'Check the file' }).click();
    await page.getByText('Choose a .zip file').waitFor();
    const input = page.getByLabel('OneRoster export (.zip)');
    expect(await input.getAttribute('aria-invalid')).toBe('true');

    // Named .zip, so it passes the page's own check; the server opens it and refuses it.
    await input.setInputFiles({ name: 'users.zip', mimeType: 'application/zip', buffer: Buffer.from('sourcedId,givenName\n1,Ada\n') });
    await page.getByRole('button', { name: 'Check the file' }).click();
    await page.getByRole('alert').filter({ hasText: 'The file is not a .zip archive' }).waitFor();
    expect(await page.getByRole('button', { name: 'Import', exact: true }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('reads in French on a phone: the report and the problems, axe-clean, without English, within the page’s width', async () => {
    const tag = unique();
    const { page } = await open(MOBILE, 'fr-FR');
    await signIn(page, env.baseUrl, 'office', '/staff/import');
    await page.getByRole('heading', { level: 1, name: 'Import des données' }).waitFor();
    await settled(page);
    const english = englishOnlySentences();
    expect(await problemsInFrench(page, 'empty', english)).toEqual([]);

    await chooseAndCheck(page, rosterSet(tag), `export-${tag}.zip`, 'Export OneRoster (.zip)', 'Vérifier le fichier');
    await page.getByRole('heading', { name: 'Le fichier peut être importé' }).waitFor();
    await page.getByRole('table', { name: 'Modifications que fera l’import' }).getByRole('rowheader', { name: 'Élèves' }).waitFor();
    expect(await overflowsPage(page)).toBe(false);
    expect(await problemsInFrench(page, 'report', english)).toEqual([]);

    await chooseAndCheck(page, brokenSet(rosterSet(tag)), `broken-${tag}.zip`, 'Export OneRoster (.zip)', 'Vérifier le fichier');
    await page.getByRole('heading', { name: 'Rien n’a été importé' }).waitFor();
    // On a phone, one card per problem (the table would hide the problem past the page's edge).
    const problems = page.getByRole('list', { name: 'Problèmes dans le fichier' }).getByRole('listitem');
    expect(await problems.count()).toBe(2);
    await problems.filter({ hasText: 'stu-404' }).getByText('enrollments.csv').waitFor();
    expect(await overflowsPage(page)).toBe(false);
    expect(await problemsInFrench(page, 'problems', english)).toEqual([]);
  });
});
