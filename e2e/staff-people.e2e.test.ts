import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { apiAs } from './support/api';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE, type TestPage, openPage } from './support/browser';
import { settled } from './support/page-problems';
import { ACCOUNTS } from './support/accounts';
import { type Credentials, signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

/**
 * The office's people pages: find a pupil, move her to another class and see it in her history; add a
 * pupil to a family; see as that family. Each test makes its own family and pupil with a unique name
 * straight in the server's database, so the demo families the family journeys read stay as seeded.
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

/** A family of its own, with one contact and (when a first name is given) one pupil in 6A. */
function createOwnFamily(familyName: string, pupilFirstName?: string): { familyId: number; pupilId: number | null } {
  const db = new SQLite(env.databaseFile);
  try {
    return db.transaction(() => {
      const familyId = Number(
        db.prepare("insert into families (name, financial_observation) values (?, '')").run(familyName).lastInsertRowid,
      );
      db.prepare(
        `insert into family_members (family_id, civility, family_tie, last_name, first_name, phone, mobile, email, birth_place,
           birth_country, nationality, language, job, address, postal_code, city, contactable, speaks_english)
         values (?, 'Mrs', 'Mother', ?, 'Anne', '+33 1 23 45 67 89', '06 12 34 56 78', '', '', '', '', '', '', '', '', '', 1, 0)`,
      ).run(familyId, familyName);
      if (!pupilFirstName) return { familyId, pupilId: null };
      const sixA = db.prepare("select id from classes where name = '6A'").get() as { id: number };
      const pupilId = Number(
        db
          .prepare(
            "insert into children (family_id, first_name, last_name, class_year, class_name, class_id, blood_type) values (?, ?, ?, '6e', '6A', ?, '')",
          )
          .run(familyId, pupilFirstName, familyName, sixA.id).lastInsertRowid,
      );
      return { familyId, pupilId };
    })();
  } finally {
    db.close();
  }
}

/** A parent account for that family, with the Dubois parent's password (its hash is copied). */
function addParentAccount(familyId: number, lastName: string): Credentials {
  const db = new SQLite(env.databaseFile);
  try {
    const email = `anne.${lastName.toLowerCase()}@example.com`;
    db.prepare(
      `insert into users (email, password_hash, roles, first_name, last_name, family_id, created_at)
       select ?, password_hash, 'ROLE_PARENT,ROLE_USER', 'Anne', ?, ?, ? from users where email = ?`,
    ).run(email, lastName, familyId, new Date().toISOString(), ACCOUNTS.parent2.email);
    return { email, password: ACCOUNTS.parent2.password };
  } finally {
    db.close();
  }
}

describe('the office and the school’s people', () => {
  it('finds a pupil without typing her accent, moves her to 3B, and sees the move in her history', async () => {
    const familyName = `Zorn${unique()}`;
    const { pupilId } = createOwnFamily(familyName, 'Élodie');
    const { page } = await open();
    await signIn(page, env.baseUrl, 'office', '/staff/pupils');
    await settled(page);
    await page.getByLabel('Search by name').fill(`elodie ${familyName.toLowerCase()}`);
    // The whole school's list shows first; the search leaves her row alone under the header.
    const rows = page.getByRole('table', { name: 'Pupils' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(2);
    const link = page.getByRole('link', { name: `${familyName} Élodie` });
    await link.click();
    await page.getByRole('heading', { level: 1, name: `Élodie ${familyName}` }).waitFor();
    await settled(page);

    await page.getByLabel('Move to another class').selectOption({ label: '3B' });
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText('Pupil record: moved to another class').waitFor();
    await history.getByText('(6A → 3B)').waitFor();
    await page.getByRole('region', { name: 'Details' }).getByText('3B (3e)').waitFor();
    await page.getByText('The pupil was moved').waitFor();

    const office = await apiAs(env.baseUrl, 'office');
    const pupil = await office.get<{ class: { name: string }; teachingGroups: unknown[] }>(`/api/staff/pupils/${pupilId}`);
    expect(pupil.class.name).toBe('3B');
    expect(pupil.teachingGroups.length).toBeGreaterThan(0);
    const audit = await office.get<{ entries: Array<{ action: string; userName: string }> }>(`/api/staff/audit?pupilId=${pupilId}`);
    expect(audit.entries[0]).toMatchObject({ action: 'move', userName: 'Nadia Roux' });
    expect(await axeViolations(page)).toEqual([]);
  });

  it('adds a pupil to a family from its page, on a phone', async () => {
    const familyName = `Quenet${unique()}`;
    createOwnFamily(familyName);
    const { page } = await open(MOBILE);
    await signIn(page, env.baseUrl, 'office', '/staff/families');
    await settled(page);
    await page.getByLabel('Search').fill(familyName);
    await page.getByRole('link', { name: familyName }).click();
    await page.getByRole('heading', { level: 1, name: `${familyName} family` }).waitFor();
    await page.getByRole('button', { name: 'Add a pupil' }).click();
    await page.getByLabel('First name').fill('Maël');
    await page.getByLabel('Class', { exact: true }).selectOption({ label: '6A' });
    await page.getByRole('button', { name: 'Add the pupil' }).click();
    await page.getByRole('heading', { level: 1, name: `Maël ${familyName}` }).waitFor();
    await page.getByRole('region', { name: 'Details' }).getByText('6A (6e)').waitFor();
    await page.getByText('Saved', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('reads the health section only when asked, recording the reading, and adds an allergy', async () => {
    const familyName = `Ribot${unique()}`;
    const { pupilId } = createOwnFamily(familyName, 'Inès');
    const office = await apiAs(env.baseUrl, 'office');
    const reads = async () =>
      (await office.get<{ entries: Array<{ action: string; entity: string }> }>(`/api/staff/audit?pupilId=${pupilId}`)).entries.filter(
        (e) => e.action === 'read',
      );
    const { page } = await open();
    await signIn(page, env.baseUrl, 'office', `/staff/pupils/${pupilId}`);
    await settled(page);
    expect(await reads()).toEqual([]);
    await page.getByRole('button', { name: 'Show health records' }).click();
    const health = page.getByRole('region', { name: 'Health and concerns' });
    await health.getByText('No allergy.').waitFor();
    expect((await reads()).map((e) => e.entity).sort()).toEqual(['allergies', 'concerns', 'medical']);
    await health.getByRole('button', { name: 'Add an allergy' }).click();
    await health.getByLabel('Allergy').fill('Peanuts');
    await health.getByRole('button', { name: 'Add a syringe' }).click();
    await health.getByLabel('Name').fill('Anapen');
    await health.getByRole('button', { name: 'Save Change' }).click();
    await health.getByText('Syringe: Anapen, expires —').waitFor();
    // The toast comes a moment later (sonner loads with the first one): scanned once it is in place.
    await page.getByText('Saved', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows the office what a family sees, read-only, under a clear banner', async () => {
    const familyName = `Vidal${unique()}`;
    const { familyId } = createOwnFamily(familyName, 'Jules');
    const { page } = await open();
    await signIn(page, env.baseUrl, 'office', `/staff/families/${familyId}`);
    await page.getByRole('link', { name: 'See as this family' }).click();
    await page.getByText(`Preview: what the ${familyName} family sees (read-only)`).waitFor();
    await page.getByRole('region', { name: 'Children' }).getByText(`Jules ${familyName}`).waitFor();
    await settled(page);
    expect(await page.getByRole('main').getByRole('button').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("shows the office a parent's own contact change: who, when, which field from what to what", async () => {
    const familyName = `Morel${unique()}`;
    const { familyId } = createOwnFamily(familyName);
    const parent = addParentAccount(familyId, familyName);
    const family = await open();
    await signIn(family.page, env.baseUrl, parent, '/parentinfo');
    const first = family.page.getByRole('region', { name: 'Contact 1', exact: true });
    await first.getByRole('button', { name: 'Edit Contact 1' }).click();
    await first.getByLabel('City').fill('Lyon');
    await first.getByRole('button', { name: 'Save Contact 1' }).click();
    await family.page.getByText('Personal situation update sent').waitFor();
    await family.context.close();

    const { page } = await open();
    await signIn(page, env.baseUrl, 'office', `/staff/families/${familyId}`);
    const history = page.getByRole('region', { name: 'Contact changes' });
    await history.getByText(`Anne ${familyName} changed Anne ${familyName}`).waitFor();
    await history.getByText('City: — → Lyon').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('adds a teacher, then deactivates them: gone from the list, back with the deactivated ones', async () => {
    const lastName = `Faure${unique()}`;
    const { page } = await open();
    await signIn(page, env.baseUrl, 'office', '/staff/people');
    await settled(page);
    await page.getByRole('button', { name: 'Add a teacher' }).click();
    await page.getByLabel('First name').fill('Inès');
    await page.getByLabel('Last name').fill(lastName);
    await page.getByLabel('E-mail', { exact: true }).fill('ines@school.example');
    await page.getByRole('button', { name: 'Save Change' }).click();
    const row = page.getByRole('row').filter({ hasText: `Inès ${lastName}` });
    await row.waitFor();
    await row.getByRole('button', { name: 'Deactivate' }).click();
    await row.getByRole('button', { name: 'Confirm' }).click();
    await row.waitFor({ state: 'detached' });
    // The box follows the address (?includeInactive=true), which the router updates a moment after the click.
    await page.getByLabel('Show deactivated teachers').click();
    await page.waitForURL('**/staff/people?includeInactive=true');
    await page
      .getByRole('row')
      .filter({ hasText: `Inès ${lastName}` })
      .getByText('Deactivated')
      .waitFor();
  });
});
