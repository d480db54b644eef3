import { retentionPaths, rosterPaths, schoolYearOf, zonedInstant } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLinesOf } from '../helpers/audit-lines';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { editFile, rosterFixture, zipped } from '../helpers/oneroster-fixtures';
import { schoolToday } from '../helpers/school-day';
import { type SmtpCapture, startSmtpCapture } from '../helpers/smtp-capture';
import { snapshotTables } from '../helpers/table-snapshot';

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

const importAs = async (files: Map<string, string>, dryRun: boolean) =>
  (await t.as('office')).post(rosterPaths.import, { ...zipped(files), dryRun });
const countsOf = (report: { counts: { kind: string; created: number; updated: number; deactivated: number; unchanged: number }[] }) =>
  Object.fromEntries(report.counts.map(({ kind, ...counts }) => [kind, counts]));
const userBySignIn = (email: string) => t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
const pupil = (first: string, last: string) =>
  t.db.selectFrom('children').selectAll().where('first_name', '=', first).where('last_name', '=', last).executeTakeFirstOrThrow();

/** The whole school as the source has it after the tests below changed it: Sophie's new phone, the Petits (the delta), Marc. */
const currentBulk = () =>
  editFile(
    rosterFixture('v1.1-bulk'),
    'users.csv',
    (text) =>
      `${text.replace('01 45 67 89 10', '01 11 22 33 44')}stu-4,,,true,org-1,student,,,Chloé,Petit,,INE004,,,,par-4,07,,\n` +
      'par-4,,,true,org-1,parent,,,Nadia,Petit,,,nadia.petit@parents.example,,,stu-4,,,\n',
  );

describe('importing a OneRoster 1.1 school', () => {
  it('a dry run reports what would change per kind and writes nothing', async () => {
    const before = await snapshotTables(t.db);
    const response = await importAs(rosterFixture('v1.1-bulk'), true);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({
      version: '1.1',
      isDryRun: true,
      invitations: 5,
      accountsWithoutEmail: 2,
      ignoredRows: 1,
      importId: null,
    });
    expect(countsOf(report)).toMatchObject({
      terms: { created: 3 },
      yearGroups: { created: 1 },
      classes: { created: 1 },
      teachingGroups: { created: 2 },
      teachers: { created: 2 },
      families: { created: 2 },
      pupils: { created: 3 },
      guardians: { created: 3 },
      enrollments: { created: 4 },
      accounts: { created: 7 },
    });
    expect(await snapshotTables(t.db)).toEqual(before);
    // The invitations it announces are not sent: nothing is queued.
    expect(await t.app.jobs.runDue()).toBe(0);
  });

  it('imports it: siblings in one family, classes and teaching groups with their teacher, accounts invited once by e-mail', async () => {
    const response = await importAs(rosterFixture('v1.1-bulk'), false);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isDryRun: false, invitations: 5, accountsWithoutEmail: 2, importId: expect.any(Number) });

    const [emma, lucas, ines] = [await pupil('Emma', 'Leroy'), await pupil('Lucas', 'Leroy'), await pupil('Inès', "N'Diaye")];
    expect(emma.family_id).toBe(lucas.family_id);
    expect(ines.family_id).not.toBe(emma.family_id);
    expect(emma).toMatchObject({ class_name: '5C', class_year: '07', birth_date: '2017-03-14', deactivated_at: null });
    const leroys = await t.db
      .selectFrom('family_members')
      .selectAll()
      .where('family_id', '=', emma.family_id)
      .orderBy('first_name')
      .execute();
    expect(leroys.map((m) => [m.first_name, m.family_tie, m.civility, m.email, m.mobile])).toEqual([
      ['Marc', 'Father', 'Mr', 'marc.leroy@parents.example', '06 12 34 56 78'],
      ['Sophie', 'Mother', 'Mrs', 'sophie.leroy@parents.example', ''],
    ]);
    const family = await t.db.selectFrom('families').select('name').where('id', '=', emma.family_id).executeTakeFirstOrThrow();
    expect(family.name).toBe('Leroy');

    const groups = await t.db
      .selectFrom('subjects')
      .innerJoin('teachers', 'teachers.id', 'subjects.teacher_id')
      .innerJoin('classes', 'classes.id', 'subjects.class_id')
      .select(['subjects.name', 'subjects.short_name', 'subjects.teaching_group', 'teachers.last_name', 'classes.name as class_name'])
      .where('classes.name', '=', '5C')
      .orderBy('subjects.name')
      .execute();
    expect(groups).toEqual([
      { name: 'Histoire, géographie', short_name: 'HG5', teaching_group: '5C Histoire', last_name: 'Benali', class_name: '5C' },
      { name: 'Mathématiques', short_name: 'MATH5', teaching_group: '5C Mathématiques', last_name: 'Moreau', class_name: '5C' },
    ]);
    const emmaGroups = await t.db.selectFrom('child_subjects').select('subject_id').where('child_id', '=', emma.id).execute();
    expect(emmaGroups).toHaveLength(2);
    const terms = await t.db
      .selectFrom('school_terms')
      .select(['name', 'start_date'])
      .where('school_year', '=', '2029-2030')
      .orderBy('start_date')
      .execute();
    expect(terms.map((term) => term.name)).toEqual(['Trimestre 1', 'Trimestre 2', 'Trimestre 3']);

    // Accounts: the parents' read their family; a pupil with only a user name gets a letter's placeholder.
    const sophie = await userBySignIn('sophie.leroy@parents.example');
    expect(sophie).toMatchObject({ roles: 'ROLE_PARENT,ROLE_USER', family_id: emma.family_id, activated_at: null });
    expect((await userBySignIn('emma.leroy@eleves.example'))?.child_id).toBe(emma.id);
    const lucasAccount = await t.db.selectFrom('users').select('email').where('child_id', '=', lucas.id).executeTakeFirstOrThrow();
    expect(lucasAccount.email).toMatch(/@carnet\.invalid$/);
    expect(await t.db.selectFrom('users').select('id').where('child_id', '=', ines.id).executeTakeFirst()).toBeUndefined();
    expect((await userBySignIn('julie.moreau@school.example'))?.roles).toBe('ROLE_TEACHER');
    expect(await userBySignIn('anne.admin@school.example')).toBeUndefined();

    expect(await t.app.jobs.runDue()).toBe(5);
    const mails = await smtp.waitForCount(5);
    expect(mails.flatMap((m) => m.to).sort()).toEqual([
      'emma.leroy@eleves.example',
      'julie.moreau@school.example',
      'karim.benali@school.example',
      'marc.leroy@parents.example',
      'sophie.leroy@parents.example',
    ]);

    const history = (await (await t.as('office')).get(rosterPaths.imports)).json();
    expect(history[0]).toMatchObject({ by: 'Nadia Roux', fileName: 'oneroster.zip', version: '1.1', invitations: 5 });
    const audit = await t.db.selectFrom('audit_log').select(['action', 'entity']).where('entity', '=', 'roster').execute();
    expect(audit).toEqual([{ action: 'import', entity: 'roster' }]);
  });

  it('importing the same bulk file again changes nothing and invites nobody twice', async () => {
    const before = await snapshotTables(t.db);
    const report = (await importAs(rosterFixture('v1.1-bulk'), false)).json();
    expect(report.invitations).toBe(0);
    for (const line of report.counts) expect(line, line.kind).toMatchObject({ created: 0, updated: 0, deactivated: 0 });
    const after = await snapshotTables(t.db);
    // Only the history of imports (and its audit line) grows.
    for (const table of ['roster_imports', 'audit_log', 'roster_rows']) {
      delete before[table];
      delete after[table];
    }
    expect(after).toEqual(before);
    expect(await t.app.jobs.runDue()).toBe(0);
    // A column Carnet does not read (metadata.*) may change as it likes: for Carnet nothing did.
    const noted = editFile(rosterFixture('v1.1-bulk'), 'users.csv', (text) => text.replace('"a note, with a comma"', 'another note'));
    for (const line of (await importAs(noted, true)).json().counts) expect(line, line.kind).toMatchObject({ created: 0, updated: 0 });
  });

  it("keeps a family's own edit when the source row is unchanged, and takes the source's when it changes", async () => {
    await t.db.updateTable('family_members').set({ phone: '01 99 99 99 99' }).where('email', '=', 'sophie.leroy@parents.example').execute();
    await importAs(rosterFixture('v1.1-bulk'), false);
    const phone = () =>
      t.db
        .selectFrom('family_members')
        .select(['phone', 'first_name'])
        .where('email', '=', 'sophie.leroy@parents.example')
        .executeTakeFirstOrThrow();
    expect((await phone()).phone).toBe('01 99 99 99 99');
    const changed = editFile(rosterFixture('v1.1-bulk'), 'users.csv', (text) => text.replace('01 45 67 89 10', '01 11 22 33 44'));
    const report = (await importAs(changed, false)).json();
    expect(countsOf(report).guardians).toMatchObject({ updated: 1, unchanged: 2 });
    expect(await phone()).toEqual({ phone: '01 11 22 33 44', first_name: 'Sophie' });
  });

  it('a delta file applies only its rows: a new family, a guardian deactivated (history kept), an address added and invited', async () => {
    expect((await importAs(rosterFixture('v1.1-delta'), true)).json().invitations).toBe(2);
    const report = (await importAs(rosterFixture('v1.1-delta'), false)).json();
    expect(countsOf(report)).toMatchObject({
      pupils: { created: 1, unchanged: 3 },
      families: { created: 1, unchanged: 2 },
      guardians: { created: 1, deactivated: 1, unchanged: 2 },
      accounts: { created: 1, updated: 1, deactivated: 1, unchanged: 5 },
      enrollments: { created: 1, deactivated: 1, unchanged: 3 },
      teachers: { unchanged: 2 },
    });
    expect(report.invitations).toBe(2);
    const marc = await userBySignIn('marc.leroy@parents.example');
    expect(marc?.deactivated_at).not.toBeNull();
    expect(
      await t.db.selectFrom('family_members').select('id').where('email', '=', 'marc.leroy@parents.example').executeTakeFirst(),
    ).toBeDefined();
    const lucas = await pupil('Lucas', 'Leroy');
    expect((await t.db.selectFrom('users').select('email').where('child_id', '=', lucas.id).executeTakeFirstOrThrow()).email).toBe(
      'lucas.leroy@eleves.example',
    );
    expect(await t.db.selectFrom('child_subjects').select('subject_id').where('child_id', '=', lucas.id).execute()).toEqual([]);
    const chloe = await pupil('Chloé', 'Petit');
    const nadia = await userBySignIn('nadia.petit@parents.example');
    expect(nadia?.family_id).toBe(chloe.family_id);
    expect(await t.app.jobs.runDue()).toBe(2);
    await smtp.waitForCount(7);
  });

  it('a deactivated parent cannot sign in; the bulk file bringing them back reactivates them', async () => {
    const marc = await userBySignIn('marc.leroy@parents.example');
    // Give the account a password as activation would, to show the sign-in is refused for the deactivation.
    const { hashPassword } = await import('../../src/lib/passwords');
    await t.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('Leroy-Marc-2030!'), activated_at: new Date().toISOString() })
      .where('id', '=', marc!.id)
      .execute();
    const login = () => t.anonymous.post('/api/login', { username: 'marc.leroy@parents.example', password: 'Leroy-Marc-2030!' });
    expect((await login()).statusCode).toBe(401);
    const report = (await importAs(currentBulk(), false)).json();
    expect(countsOf(report).guardians).toMatchObject({ updated: 1, deactivated: 0 });
    expect((await login()).statusCode).toBe(200);
  });

  it('a pupil missing from a new bulk file is deactivated with their account, never deleted', async () => {
    // Emma leaves: her row, her enrollments, her birth date and her mother's link to her go from the export.
    let files = editFile(currentBulk(), 'users.csv', (text) => text.replace(/^stu-1,.*\n/m, '').replace('"stu-1,stu-2"', 'stu-2'));
    files = editFile(files, 'enrollments.csv', (text) => text.replace(/^e-(1|6|9),.*\n/gm, ''));
    files = editFile(files, 'demographics.csv', (text) => text.replace(/^stu-1,.*\n/m, ''));
    // Her phone had notifications on (decision 073): they stop with her account.
    const emmaAccount = await userBySignIn('emma.leroy@eleves.example');
    await t.db
      .insertInto('push_subscriptions')
      .values({
        user_id: emmaAccount!.id,
        endpoint: 'https://fcm.googleapis.com/fcm/send/emma',
        p256dh: 'k',
        auth: 'a',
        created_at: new Date().toISOString(),
      })
      .execute();
    const response = await importAs(files, false);
    expect(response.statusCode, response.body).toBe(200);
    expect(countsOf(response.json()).pupils).toMatchObject({ deactivated: 1, unchanged: 3 });
    const emma = await pupil('Emma', 'Leroy');
    expect(emma.deactivated_at).not.toBeNull();
    expect((await userBySignIn('emma.leroy@eleves.example'))?.deactivated_at).not.toBeNull();
    expect(await t.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', emmaAccount!.id).execute()).toEqual([]);
  });
});

describe('a OneRoster 1.2 school', () => {
  it('reads roles from roles.csv (the primary one) and makes the same school as 1.1', async () => {
    const local = await buildTestApp();
    try {
      const office = await local.as('office');
      const response = await office.post(rosterPaths.import, { ...zipped(rosterFixture('v1.2-bulk')), dryRun: false });
      expect(response.statusCode).toBe(200);
      const report = response.json();
      expect(report).toMatchObject({ version: '1.2', invitations: 5, accountsWithoutEmail: 2, ignoredRows: 1 });
      expect(countsOf(report)).toMatchObject({
        teachers: { created: 2 },
        pupils: { created: 3 },
        guardians: { created: 3 },
        accounts: { created: 7 },
      });
      const karim = await local.db
        .selectFrom('users')
        .select('roles')
        .where('email', '=', 'karim.benali@school.example')
        .executeTakeFirstOrThrow();
      expect(karim.roles).toBe('ROLE_TEACHER');
    } finally {
      await local.close();
    }
  });
});

describe('a new export with new sourcedIds for the same class and teacher', () => {
  it('takes over the class of the same name and the teacher of the same e-mail instead of refusing or duplicating them', async () => {
    const local = await buildTestApp();
    try {
      const office = await local.as('office');
      expect((await office.post(rosterPaths.import, { ...zipped(rosterFixture('v1.1-bulk')), dryRun: false })).statusCode).toBe(200);
      let files = rosterFixture('v1.1-bulk');
      for (const file of ['classes.csv', 'enrollments.csv'])
        files = editFile(files, file, (text) => text.replace(/cl-5c,/g, 'cl-5c-next,'));
      for (const file of ['users.csv', 'enrollments.csv']) files = editFile(files, file, (text) => text.replace(/tea-1,/g, 'tea-1-next,'));
      const response = await office.post(rosterPaths.import, { ...zipped(files), dryRun: false });
      expect(response.statusCode, response.body).toBe(200);
      const counts = countsOf(response.json());
      expect(counts.classes).toEqual({ created: 0, updated: 1, deactivated: 0, unchanged: 0 });
      expect(counts.teachers).toEqual({ created: 0, updated: 1, deactivated: 0, unchanged: 1 });
      expect(counts.accounts).toMatchObject({ created: 0, deactivated: 0 });
      const julies = await local.db
        .selectFrom('teachers')
        .select(['deactivated_at'])
        .where('email', '=', 'julie.moreau@school.example')
        .execute();
      expect(julies).toEqual([{ deactivated_at: null }]);
      const account = await local.db
        .selectFrom('users')
        .select('deactivated_at')
        .where('email', '=', 'julie.moreau@school.example')
        .executeTakeFirstOrThrow();
      expect(account.deactivated_at).toBeNull();
      expect(await local.db.selectFrom('classes').select('id').where('name', '=', '5C').execute()).toHaveLength(1);
    } finally {
      await local.close();
    }
  });

  it('refuses two form classes of one name, or two terms of one name in a school year', async () => {
    let files = editFile(
      rosterFixture('v1.1-bulk'),
      'classes.csv',
      (text) => `${text}cl-5c-bis,,,5c,07,co-5,5C2,homeroom,B13,org-1,t1-2030,,,\n`,
    );
    files = editFile(files, 'academicSessions.csv', (text) => text.replace('Trimestre 3', 'Trimestre 1'));
    const response = await (await t.as('office')).post(rosterPaths.import, { ...zipped(files), dryRun: true });
    expect(response.json().problems).toEqual([
      { file: 'academicSessions.csv', line: 5, column: 'title', message: 'the term Trimestre 1 of this school year is also on line 3' },
      { file: 'classes.csv', line: 5, column: 'title', message: 'the class 5c is also on line 2: class names are unique in Carnet' },
    ]);
  });
});

describe('a class the new school year closed (decision 081)', () => {
  it('is reopened when the file places pupils in it again, by its sourcedId or by its name, never made twice', async () => {
    const startYear = Number(schoolYearOf(schoolToday()).slice(0, 4));
    let clock = new Date(zonedInstant(`${startYear + 1}-06-20`, '10:00', 'Europe/Paris'));
    const local = await buildTestApp({ now: () => clock });
    try {
      const office = await local.as('office');
      const importFile = async (files: Map<string, string>, dryRun = false) => {
        const response = await office.post(rosterPaths.import, { ...zipped(files), dryRun });
        expect(response.statusCode, response.body).toBe(200);
        return response.json();
      };
      const rollInto = async (year: number) => {
        clock = new Date(zonedInstant(`${year}-07-10`, '10:00', 'Europe/Paris'));
        const rolled = await office.post(retentionPaths.newSchoolYear, { schoolYear: `${year}-${year + 1}` });
        expect(rolled.statusCode, rolled.body).toBe(200);
      };
      const fifthC = () => local.db.selectFrom('classes').select(['id', 'closed_at']).where('name', '=', '5C').execute();
      const classOfPupils = async () =>
        (
          await local.db
            .selectFrom('children')
            .select('class_name')
            .where('last_name', 'in', ['Leroy', "N'Diaye"])
            .where('deactivated_at', 'is', null)
            .execute()
        ).map((row) => row.class_name);
      // The school's next year: its pupils move up to 4C, so 5C empties and the roll closes it.
      let movedUp = editFile(rosterFixture('v1.1-bulk'), 'classes.csv', (text) =>
        text.replace(/^cl-5c,.*$/m, 'cl-4c,,,4C,07,co-5,4C,homeroom,B12,org-1,"t1-2030,t2-2030,t3-2030",,,'),
      );
      movedUp = editFile(movedUp, 'enrollments.csv', (text) => text.replace(/,cl-5c,/g, ',cl-4c,'));

      await importFile(rosterFixture('v1.1-bulk'));
      await importFile(movedUp);
      await rollInto(startYear + 1);
      const [closed] = await fifthC();
      expect(closed?.closed_at).not.toBeNull();

      // The file places its pupils in cl-5c again: the dry run announces the class as updated, the import reopens it.
      const before = await snapshotTables(local.db);
      expect(countsOf(await importFile(rosterFixture('v1.1-bulk'), true)).classes).toEqual({
        created: 0,
        updated: 1,
        deactivated: 0,
        unchanged: 0,
      });
      expect(await snapshotTables(local.db)).toEqual(before);
      await importFile(rosterFixture('v1.1-bulk'));
      expect(await fifthC()).toEqual([{ id: closed!.id, closed_at: null }]);
      expect(await classOfPupils()).toEqual(['5C', '5C', '5C']);
      const [line] = await auditLinesOf(local.db, 'roster');
      expect(line?.after).toMatchObject({ classesReopened: [closed!.id] });

      // A year later the same again, but the school's system names the new 5C with a new sourcedId: adopted by name.
      await importFile(movedUp);
      await rollInto(startYear + 2);
      expect((await fifthC())[0]?.closed_at).not.toBeNull();
      const renamed = ['classes.csv', 'enrollments.csv'].reduce(
        (files, file) => editFile(files, file, (text) => text.replace(/cl-5c,/g, 'cl-5c-next,')),
        rosterFixture('v1.1-bulk'),
      );
      expect(countsOf(await importFile(renamed)).classes).toMatchObject({ created: 0, updated: 1 });
      expect(await fifthC()).toEqual([{ id: closed!.id, closed_at: null }]);
      expect(await classOfPupils()).toEqual(['5C', '5C', '5C']);
    } finally {
      await local.close();
    }
  });
});
