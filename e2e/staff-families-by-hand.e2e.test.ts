import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE, type TestPage, openPage } from './support/browser';
import { settled } from './support/page-problems';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

/**
 * The office makes a family by hand, adds its guardian and invites her (decision 098), on a phone and
 * on a desktop, with each form open when the page is scanned. Each test makes its own pupil, alone in a
 * family without contact as the import leaves a pupil whose guardians it was not given.
 */
const env = useServerAndBrowser();
let current: TestPage | null = null;
const open = async (viewport = DESKTOP) => (current = await openPage(env.browser, env.baseUrl, viewport, { locale: 'en-GB' }));

afterEach(async () => {
  expect(current?.pageErrors ?? []).toEqual([]);
  await current?.context.close();
  current = null;
});

const unique = () => Math.random().toString(36).slice(2, 8);

function pupilAlone(lastName: string, firstName: string) {
  const db = new SQLite(env.databaseFile);
  try {
    const familyId = Number(db.prepare("insert into families (name, financial_observation) values (?, '')").run(lastName).lastInsertRowid);
    const sixA = db.prepare("select id from classes where name = '6A'").get() as { id: number };
    db.prepare(
      "insert into children (family_id, first_name, last_name, class_year, class_name, class_id, blood_type) values (?, ?, ?, '6e', '6A', ?, '')",
    ).run(familyId, firstName, lastName, sixA.id);
  } finally {
    db.close();
  }
}

const pageWidth = (page: TestPage['page']) => page.evaluate(() => document.documentElement.scrollWidth);

describe('families and guardians made by hand', () => {
  for (const [label, viewport] of [
    ['on a phone', MOBILE],
    ['on a desktop', DESKTOP],
  ] as const) {
    it(`makes a family with a pupil, adds her mother and invites her, ${label}`, async () => {
      const lastName = `Sow${unique()}`;
      pupilAlone(lastName, 'Mariam');
      const { page } = await open(viewport);
      await signIn(page, env.baseUrl, 'office', '/staff/families');
      await settled(page);
      await page.getByRole('button', { name: 'New family' }).click();
      const form = page.getByRole('form', { name: 'New family' });
      await form.getByLabel('Family name').fill(`${lastName}-Diallo`);
      await form.getByLabel('Find a pupil by name').fill(`mariam ${lastName}`);
      await form.getByRole('button', { name: `Add Mariam ${lastName} to the family` }).click();
      await form.getByRole('list', { name: 'Pupils of the family' }).getByText(`Mariam ${lastName}`).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);

      await form.getByRole('button', { name: 'Create the family' }).click();
      await page.getByRole('heading', { level: 1, name: `${lastName}-Diallo family` }).waitFor();
      await page.getByRole('region', { name: 'Pupils' }).getByText(`Mariam ${lastName}`).waitFor();
      await page.getByRole('button', { name: 'Add a guardian or contact' }).click();
      const contact = page.getByRole('form', { name: 'Add a guardian or contact' });
      await contact.getByLabel('Firstname').fill('Awa');
      await contact.getByLabel('E-mail').fill(`awa.${lastName.toLowerCase()}@example.org`);
      await contact.getByLabel('Mobile').fill('06 12 34 56 78');
      expect(await axeViolations(page)).toEqual([]);
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);

      await contact.getByRole('button', { name: 'Add the contact' }).click();
      await page.getByText('Contact added').waitFor();
      await page.getByRole('button', { name: `Invite by e-mail: Awa ${lastName}-Diallo` }).click();
      await page.getByText('Invitation sent').waitFor();
      await page.getByRole('region', { name: 'Accounts' }).getByText(`awa.${lastName.toLowerCase()}@example.org`).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
