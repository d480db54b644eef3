import { type TAddFamilyMemberRequest, accountAdminPaths, peoplePaths, rosterPaths } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { editFile, rosterFixture, zipped } from '../helpers/oneroster-fixtures';
import { type SmtpCapture, startSmtpCapture } from '../helpers/smtp-capture';

/**
 * What the office made by hand between two imports meets the import that later brings the same people
 * (decision 098): a guardian is linked to the contact the office made, not made twice; a guardian who
 * could be two contacts is made anew and reported.
 */
let t: TestContext;
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const CHLOE = 'stu-4,,,true,org-1,student,,,Chloé,Petit,,INE004,,,,par-4,07,,\n';
const NADIA = 'par-4,,,true,org-1,parent,,,Nadia,Petit,,,nadia.petit@parents.example,,,stu-4,,,\n';
/** The school's system before it knew Inès's and Chloé's guardians: each pupil alone in a family. */
const withoutGuardians = () =>
  editFile(
    rosterFixture('v1.1-bulk'),
    'users.csv',
    (text) =>
      text.replace(/^par-3,[\s\S]*?two lines"\n/m, '').replace('INE003,,,,par-3,07', 'INE003,,,,,07') + CHLOE.replace(',par-4,', ',,'),
  );
/** Later: Awa N'Diaye with an address written in another case, and Nadia Petit. */
const withGuardians = () =>
  editFile(
    rosterFixture('v1.1-bulk'),
    'users.csv',
    (text) => text.replace('Claire",,,,,stu-3', 'Claire",,Awa.NDiaye@Parents.EXAMPLE,,,stu-3') + CHLOE + NADIA,
  );

const importAs = async (files: Map<string, string>, dryRun = false) =>
  (await t.as('office')).post(rosterPaths.import, { ...zipped(files), dryRun });
const pupilId = async (first: string) =>
  (await t.db.selectFrom('children').select('id').where('first_name', '=', first).executeTakeFirstOrThrow()).id;
const membersOf = (familyId: number) =>
  t.db.selectFrom('family_members').selectAll().where('family_id', '=', familyId).orderBy('id').execute();
const contact = (first: string, last: string, email: string): TAddFamilyMemberRequest => ({
  civility: 'Mrs',
  family_tie: 'Mother',
  first_name: first,
  last_name: last,
  email,
  mobile: '07 11 22 33 44',
  address: '3 rue des Lilas',
  contactable: true,
  speaksEnglish: false,
});

describe('an import after the office made families and contacts by hand', () => {
  let sowFamily: number;
  let petitFamily: number;
  let awaId: number;
  let awaAccount: number;

  it('the office makes the families, adds the guardians and invites one', async () => {
    const first = await importAs(withoutGuardians());
    expect(first.statusCode, first.body).toBe(200);
    const office = await t.as('office');
    const made = await office.post(peoplePaths.families, { name: "N'Diaye-Sow", pupilIds: [await pupilId('Inès')] });
    expect(made.statusCode).toBe(200);
    sowFamily = made.json().id;
    awaId = (await office.post(peoplePaths.familyMembers(sowFamily), contact('Awa', "N'Diaye", 'awa.ndiaye@parents.example'))).json().id;
    const invited = await office.post(accountAdminPaths.accounts, { kind: 'parent', familyMemberId: awaId, delivery: 'email' });
    awaAccount = invited.json().id;
    await t.app.jobs.runDue();
    expect((await smtp.waitForCount(1)).some((m) => m.to.includes('awa.ndiaye@parents.example'))).toBe(true);

    // Chloé's family: the office typed Nadia Petit twice (once with an accent in her name, once without).
    petitFamily = (await office.post(peoplePaths.families, { name: 'Petit', pupilIds: [await pupilId('Chloé')] })).json().id;
    await office.post(peoplePaths.familyMembers(petitFamily), contact('Nadia', 'Petit', ''));
    await office.post(peoplePaths.familyMembers(petitFamily), contact('Nâdia', 'PETIT', ''));
  });

  it('a dry run announces the link and the ambiguity and writes nothing new', async () => {
    const report = (await importAs(withGuardians(), true)).json();
    expect(report.notices).toEqual([
      {
        file: 'users.csv',
        line: expect.any(Number),
        column: null,
        message: expect.stringContaining('Nadia Petit <nadia.petit@parents.example> could be more than one contact entered in Carnet'),
      },
    ]);
    expect(await membersOf(sowFamily)).toHaveLength(1);
    const french = await (
      await t.as('office')
    ).inject({
      method: 'POST',
      url: rosterPaths.import,
      payload: { ...zipped(withGuardians()), dryRun: true },
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().notices[0].message).toContain(
      'pourrait être plusieurs contacts saisis dans Carnet (Nadia Petit, Nâdia PETIT)\u00a0:',
    );
  });

  it("links Awa N'Diaye to the contact the office made: one contact, one account, the roster links pointing at them", async () => {
    const sentBefore = smtp.messages.length;
    const response = await importAs(withGuardians());
    expect(response.statusCode).toBe(200);
    const members = await membersOf(sowFamily);
    expect(members).toHaveLength(1);
    // The source's values where it gives one; what the office typed where the source is silent.
    expect(members[0]).toMatchObject({
      id: awaId,
      email: 'awa.ndiaye@parents.example',
      mobile: '07 11 22 33 44',
      address: '3 rue des Lilas',
    });
    const accounts = await t.db.selectFrom('users').select(['id', 'family_id']).where('family_member_id', '=', awaId).execute();
    expect(accounts).toEqual([{ id: awaAccount, family_id: sowFamily }]);
    const links = await t.db
      .selectFrom('roster_links')
      .select(['kind', 'local_id'])
      .where('source_key', 'in', ['par-3', 'family:stu-3'])
      .execute();
    expect(links).toEqual(
      expect.arrayContaining([
        { kind: 'guardian', local_id: awaId },
        { kind: 'account', local_id: awaAccount },
        { kind: 'family', local_id: sowFamily },
      ]),
    );
    // Inès stays in the family the office made, under its name; Awa was invited once, by the office.
    const ines = await t.db
      .selectFrom('children')
      .select('family_id')
      .where('id', '=', await pupilId('Inès'))
      .executeTakeFirstOrThrow();
    expect(ines.family_id).toBe(sowFamily);
    const family = await t.db.selectFrom('families').select('name').where('id', '=', sowFamily).executeTakeFirstOrThrow();
    expect(family.name).toBe("N'Diaye-Sow");
    await t.app.jobs.runDue();
    expect(smtp.messages.slice(sentBefore).flatMap((m) => m.to)).not.toContain('awa.ndiaye@parents.example');
  });

  it('makes Nadia Petit anew rather than choose between two contacts, and says so in the report, in French too', async () => {
    const members = await membersOf(petitFamily);
    expect(members.map((m) => `${m.first_name} ${m.last_name} <${m.email}>`)).toEqual([
      'Nadia Petit <>',
      'Nâdia PETIT <>',
      'Nadia Petit <nadia.petit@parents.example>',
    ]);
    const office = await t.as('office');
    const again = await office.inject({
      method: 'POST',
      url: rosterPaths.import,
      payload: { ...zipped(withGuardians()), dryRun: true },
      headers: { 'accept-language': 'fr' },
    });
    // Linked now: nothing left to decide.
    expect(again.json().notices).toEqual([]);
  });
});
