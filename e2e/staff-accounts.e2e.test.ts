import SQLite from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE, type TestPage, openPage } from './support/browser';
import { downloadedBytes, isPdf } from './support/documents';
import { settled } from './support/page-problems';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';
import { linkIn, type SmtpCapture, startSmtpCapture } from './support/smtp-capture';

/**
 * The office invites: a whole class by e-mail (the mails arrive, the pending list shows them, one is sent
 * again), letters for the families without e-mail, one contact from a family's page, a new office member.
 * The server sends to an SMTP server in this process; each test makes its own class and families.
 */
let smtp: SmtpCapture;
const serverEnv: Record<string, string> = {};
// Registered before the server's hook, so the server starts with the capture's address.
beforeAll(async () => {
  smtp = await startSmtpCapture();
  serverEnv.SMTP_URL = smtp.url;
});
afterAll(async () => smtp.close());
const env = useServerAndBrowser(serverEnv);

let current: TestPage | null = null;
const open = async (viewport = DESKTOP) => (current = await openPage(env.browser, env.baseUrl, viewport, { locale: 'en-GB' }));
afterEach(async () => {
  expect(current?.pageErrors ?? []).toEqual([]);
  await current?.context.close();
  current = null;
});

const fail = (message: string): never => {
  throw new Error(message);
};
const unique = () => Math.random().toString(36).slice(2, 7);

type Contact = { firstName: string; email: string };
/** A class of its own in the 6e year group, with one family per list of contacts, each with a pupil in it. */
function createClass(className: string, families: Array<{ name: string; contacts: Contact[] }>): { familyIds: number[] } {
  const db = new SQLite(env.databaseFile);
  try {
    return db.transaction(() => {
      const yearGroup = db.prepare("select year_group_id as id from classes where name = '6A'").get() as { id: number };
      const classId = Number(
        db.prepare('insert into classes (name, year_group_id) values (?, ?)').run(className, yearGroup.id).lastInsertRowid,
      );
      const familyIds = families.map((family) => {
        const familyId = Number(
          db.prepare("insert into families (name, financial_observation) values (?, '')").run(family.name).lastInsertRowid,
        );
        for (const contact of family.contacts)
          db.prepare(
            `insert into family_members (family_id, civility, family_tie, last_name, first_name, phone, mobile, email, birth_place,
               birth_country, nationality, language, job, address, postal_code, city, contactable, speaks_english)
             values (?, 'Mrs', 'Mother', ?, ?, '+33 1 23 45 67 89', '06 12 34 56 78', ?, '', '', '', 'English', '', '', '', '', 1, 0)`,
          ).run(familyId, family.name, contact.firstName, contact.email);
        db.prepare(
          "insert into children (family_id, first_name, last_name, class_year, class_name, class_id, blood_type) values (?, 'Kid', ?, '6e', ?, ?, '')",
        ).run(familyId, family.name, className, classId);
        return familyId;
      });
      return { familyIds };
    })();
  } finally {
    db.close();
  }
}

describe('the office invites families and staff', () => {
  it('invites a class by e-mail, sees them pending, resends one, and prints the letters of the families without e-mail', async () => {
    const tag = unique();
    const className = `6${tag.toUpperCase()}`;
    const ada = `ada.${tag}@example.org`;
    const bea = `bea.${tag}@example.org`;
    createClass(className, [
      { name: `Adler${tag}`, contacts: [{ firstName: 'Ada', email: ada }] },
      { name: `Bauer${tag}`, contacts: [{ firstName: 'Bea', email: bea }] },
      { name: `Chen${tag}`, contacts: [{ firstName: 'Chloé', email: '' }] },
    ]);
    // A retry starts with an empty mailbox too.
    smtp.messages.length = 0;
    const { page } = await open();
    await signIn(page, env.baseUrl, 'office', '/staff/accounts');
    await page.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor();
    const row = page.getByRole('row', { name: new RegExp(`^${className}`) });
    expect(await row.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['3', '0', '0', '1']));

    await row.getByRole('button', { name: `Invite families by e-mail: ${className}` }).click();
    await row.getByText(`Every contact of the 3 families of ${className}`).waitFor();
    await row.getByRole('button', { name: 'Send the invitations' }).click();
    await row.getByText('2 invited, 0 already had an account, 1 families without e-mail.').waitFor();
    const mails = await smtp.waitForCount(2, 15_000);
    expect(mails.flatMap((m) => m.to).sort()).toEqual([ada, bea]);
    expect(mails.every((m) => m.subject === 'Your Carnet account at Carnet demo school')).toBe(true);

    await page.getByLabel('Class', { exact: true }).selectOption({ label: className });
    const pending = page.getByRole('region', { name: 'Not activated yet' });
    await pending.getByText(ada).waitFor();
    await pending.getByText(bea).waitFor();
    await pending.getByText('E-mail sent').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await pending.getByRole('button', { name: `Resend invitation: Ada Adler${tag}` }).click();
    await page.getByText('Invitation sent again').waitFor();
    await smtp.waitForCount(3, 15_000);
    expect(smtp.messages.at(-1)?.to).toEqual([ada]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `Print letters: ${className}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`letters-${className}.pdf`);
    const pdf = Buffer.from(await downloadedBytes(download));
    expect(isPdf(pdf)).toBe(true);
    // Chloé has no address: her letter asks her to give one with the code.
    expect(pdf.toString('latin1')).toContain('Give your e-mail address and choose your password');
    await page.getByText('Letters ready to print').waitFor();
  });

  it('invites one contact from the family page, who follows the e-mail’s link, chooses a password and sees the family; then adds a member of the office', async () => {
    const tag = unique();
    const dora = `dora.${tag}@example.org`;
    const { familyIds } = createClass(`6${tag.toUpperCase()}`, [{ name: `Dietz${tag}`, contacts: [{ firstName: 'Dora', email: dora }] }]);
    const { page } = await open(MOBILE);
    await signIn(page, env.baseUrl, 'office', `/staff/families/${familyIds[0]}`);
    await page.getByRole('button', { name: `Invite by e-mail: Dora Dietz${tag}` }).click();
    await page.getByText('Invitation sent', { exact: true }).waitFor();
    await expect.poll(() => smtp.lastTo(dora)?.subject, { timeout: 15_000 }).toBe('Your Carnet account at Carnet demo school');
    const accounts = page.getByRole('region', { name: 'Accounts' });
    await accounts.getByText(/Invited on .*, not activated/).waitFor();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);

    // Dora, on her own phone: the link in the e-mail, a password, and she is in, with her family's pupil.
    const link = linkIn(smtp.lastTo(dora) ?? fail('no invitation for Dora'));
    const dorasPhone = await openPage(env.browser, env.baseUrl, MOBILE, { locale: 'en-GB' });
    try {
      await dorasPhone.page.goto(`${link.pathname}${link.search}`);
      await dorasPhone.page.getByText('Welcome, Dora').waitFor();
      await dorasPhone.page.getByText(dora).waitFor();
      await dorasPhone.page.getByLabel('New password', { exact: true }).fill('tournesol-bleu-2026');
      await dorasPhone.page.getByLabel('Confirm the new password').fill('tournesol-bleu-2026');
      await dorasPhone.page.getByRole('button', { name: 'Activate my account' }).click();
      await dorasPhone.page.waitForURL(`${env.baseUrl}/`);
      await expect.poll(() => dorasPhone.page.getByText(`Dietz${tag}`).first().isVisible()).toBe(true);
      await expect.poll(() => dorasPhone.page.getByText('Kid', { exact: false }).first().isVisible()).toBe(true);
      expect(dorasPhone.pageErrors).toEqual([]);
      // The link worked once: opened again, it says so.
      await dorasPhone.page.goto(`${link.pathname}${link.search}`);
      await dorasPhone.page
        .getByText(/already used/)
        .first()
        .waitFor();
    } finally {
      await dorasPhone.context.close();
    }
    // The office sees her account active.
    await page.reload();
    await accounts.getByText('Active', { exact: true }).waitFor();

    const office = `olga.${tag}@school.example`;
    await page.goto('/staff/people');
    await page.getByRole('button', { name: 'Add office staff' }).click();
    await page.getByLabel('First name', { exact: true }).fill('Olga');
    await page.getByLabel('Last name', { exact: true }).fill(`Ortiz${tag}`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(office);
    await page.getByRole('button', { name: 'Send the invitation' }).click();
    await page.getByText('Invitation sent', { exact: true }).waitFor();
    await expect.poll(() => smtp.lastTo(office)?.subject, { timeout: 15_000 }).toBe('Your Carnet account at Carnet demo school');
    await page.getByRole('region', { name: 'Staff accounts' }).getByText(office).waitFor();
  });
});
