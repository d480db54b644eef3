import { type TActivationSummaryRow, type TPendingAccount, accountAdminPaths } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLink } from '../../src/modules/accounts/account-links';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { linkIn, type SmtpCapture, startSmtpCapture } from '../helpers/smtp-capture';
import { snapshotTables } from '../helpers/table-snapshot';
import { classWithFamilies, codesIn, pdfPageCount } from './staff-accounts-fixtures';

let smtp: SmtpCapture;
let t: TestContext;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://carnet.example', DEFAULT_LANGUAGE: 'en' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const office = () => t.as('office');
const summaryOf = async (classId: number): Promise<TActivationSummaryRow | undefined> =>
  ((await (await office()).get(accountAdminPaths.activationSummary)).json() as TActivationSummaryRow[]).find(
    (row) => row.classId === classId,
  );
const pendingOf = async (classId: number): Promise<TPendingAccount[]> => {
  const response = await (await office()).get(`${accountAdminPaths.pending}?classId=${classId}`);
  expect(response.statusCode).toBe(200);
  return response.json().items;
};

describe('inviting the families of a class by e-mail', () => {
  it('invites every contact with an e-mail and no account, once; counts those with one and the families without e-mail', async () => {
    const school = await classWithFamilies(t.db, '5C');
    expect(await summaryOf(school.classId)).toEqual({
      classId: school.classId,
      className: '5C',
      families: 4,
      familiesActivated: 0,
      accountsPending: 0,
      familiesWithoutEmail: 2,
    });

    const first = await (await office()).post(accountAdminPaths.classInvitations, { classIds: [school.classId] });
    expect(first.statusCode).toBe(200);
    // Élise and Marc Garnier; Karim Benali's address already signs in (Antoine Dubois's account); Lopez and Roche have no e-mail.
    expect(first.json()).toEqual({ invited: 2, alreadyHadAccount: 1, familiesWithoutEmail: 2 });
    await t.app.jobs.runDue();
    const mails = await smtp.waitForCount(2);
    expect(mails.map((m) => m.to[0]).sort()).toEqual([school.emails.garnierMother, school.emails.garnierFather].sort());
    // Each in the contact's language: Élise speaks French, Marc English.
    expect(smtp.lastTo(school.emails.garnierMother)?.subject).toBe('Votre compte Carnet – Carnet demo school');
    expect(smtp.lastTo(school.emails.garnierFather)?.subject).toBe('Your Carnet account at Carnet demo school');
    const token = linkIn(smtp.lastTo(school.emails.garnierFather)!).searchParams.get('token') ?? '';
    expect(await findLink(t.db, { token }, new Date())).toMatchObject({ purpose: 'invitation', state: 'valid' });

    // Idempotent: nobody is invited twice, no mail queued.
    const again = await (await office()).post(accountAdminPaths.classInvitations, { classIds: [school.classId, school.classId] });
    expect(again.json()).toEqual({ invited: 0, alreadyHadAccount: 3, familiesWithoutEmail: 2 });
    expect(await t.app.jobs.runDue()).toBe(0);
    expect(smtp.messages).toHaveLength(2);

    expect(await summaryOf(school.classId)).toMatchObject({
      families: 4,
      familiesActivated: 0,
      accountsPending: 2,
      familiesWithoutEmail: 2,
    });
    const pending = await pendingOf(school.classId);
    expect(pending.map((p) => p.signInName).sort()).toEqual([school.emails.garnierMother, school.emails.garnierFather].sort());
    expect(pending[0]).toMatchObject({
      familyId: school.families.garnier,
      familyName: 'Garnier 5C',
      delivery: 'email',
      lastEmailStatus: 'done',
      roles: ['ROLE_PARENT', 'ROLE_USER'],
    });
    expect(pending[0]?.pupils.map((p) => p.name)).toEqual(['Jade Garnier', 'Tom Garnier']);

    // One parent activates (set directly: activation is another part's page): the family counts as activated.
    const elise = pending.find((p) => p.signInName === school.emails.garnierMother);
    await t.db
      .updateTable('users')
      .set({ activated_at: new Date().toISOString() })
      .where('id', '=', elise?.id ?? 0)
      .execute();
    expect(await summaryOf(school.classId)).toMatchObject({
      families: 4,
      familiesActivated: 1,
      accountsPending: 1,
      familiesWithoutEmail: 2,
    });
    expect((await pendingOf(school.classId)).map((p) => p.signInName)).toEqual([school.emails.garnierFather]);
  });

  it('refuses an unknown class (404), an empty or malformed list (400), and a teacher (403), changing nothing', async () => {
    const before = await snapshotTables(t.db);
    const client = await office();
    const unknown = await client.post(accountAdminPaths.classInvitations, { classIds: [t.school.classes.class6A, 999999] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
    for (const body of [{ classIds: [] }, { classIds: ['x'] }, {}, { classIds: [1], extra: true }]) {
      expect((await client.post(accountAdminPaths.classInvitations, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const teacher = await t.as('teacher');
    expect((await teacher.post(accountAdminPaths.classInvitations, { classIds: [t.school.classes.class6A] })).statusCode).toBe(403);
    expect((await teacher.get(accountAdminPaths.activationSummary)).statusCode).toBe(403);
    expect((await teacher.post(accountAdminPaths.letters, { classIds: [t.school.classes.class6A] })).statusCode).toBe(403);
    expect((await (await t.as('parent')).get(accountAdminPaths.activationSummary)).statusCode).toBe(403);
    expect((await client.get(`${accountAdminPaths.pending}?classId=999999`)).statusCode).toBe(404);
    expect((await client.get(`${accountAdminPaths.pending}?classId=abc`)).statusCode).toBe(400);
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});

describe('printed letters for the families without e-mail', () => {
  it('one page per family, each with a valid code; pending accounts are reused and codes renewed; the audit has no code', async () => {
    const school = await classWithFamilies(t.db, '5D');
    const response = await (await office()).post(accountAdminPaths.letters, { classIds: [school.classId] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 8).toString()).toBe('%PDF-1.4');
    // Lopez and Roche: two pages.
    expect(pdfPageCount(pdf)).toBe(2);
    const text = pdf.toString('latin1');
    expect(text).toContain('https://carnet.example/activate');
    expect(text).toContain('Famille Roche 5D');
    expect(text).toContain('Family Lopez 5D');
    const codes = codesIn(pdf);
    expect(codes).toHaveLength(2);
    const links = await Promise.all(codes.map((code) => findLink(t.db, { code: code.replaceAll('-', '') }, new Date())));
    expect(links.map((l) => l?.state)).toEqual(['valid', 'valid']);
    expect(links.map((l) => l?.purpose)).toEqual(['letter', 'letter']);
    // Lopez's letter is for Ana, Roche's for the first contact; neither has an address yet: a placeholder
    // that can receive no mail, until the person types theirs with the code.
    const accounts = await t.db
      .selectFrom('users')
      .select(['id', 'email', 'family_member_id', 'invited_at'])
      .where(
        'id',
        'in',
        links.map((l) => l?.userId ?? 0),
      )
      .orderBy('family_member_id')
      .execute();
    expect(accounts.map((a) => [/^pending-[0-9a-f]{16}@carnet\.invalid$/.test(a.email), a.family_member_id])).toEqual(
      [
        [true, school.members.lopezMother],
        [true, school.members.rocheFirst],
      ].sort((a, b) => Number(a[1]) - Number(b[1])),
    );
    expect(text).toContain('Give your e-mail address and choose your password');
    for (const account of accounts) expect(text).not.toContain(account.email);
    expect(accounts.every((a) => a.invited_at !== null)).toBe(true);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'letters').execute();
    for (const code of codes) expect(JSON.stringify(audit)).not.toContain(code);

    // Printing again reuses both accounts, with new codes; the old ones stop working.
    const reprint = await (await office()).post(accountAdminPaths.letters, { familyIds: [school.families.lopez, school.families.garnier] });
    expect(pdfPageCount(reprint.rawPayload)).toBe(1);
    const [newCode] = codesIn(reprint.rawPayload);
    expect((await findLink(t.db, { code: (newCode ?? '').replaceAll('-', '') }, new Date()))?.userId).toBe(accounts[0]?.id);
    expect((await findLink(t.db, { code: (codes[0] ?? '').replaceAll('-', '') }, new Date()))?.state).not.toBe('valid');
    expect(await t.db.selectFrom('users').select('id').where('family_id', '=', school.families.lopez).execute()).toHaveLength(1);

    const pending = await pendingOf(school.classId);
    expect(pending.map((p) => [p.signInName, p.delivery, p.lastEmailStatus])).toEqual([
      ['', 'letter', null],
      ['', 'letter', null],
    ]);
  });

  it('answers 409 when no family needs a letter, 404 for an unknown family or class, 400 for a bad body; nothing changes', async () => {
    const before = await snapshotTables(t.db);
    const client = await office();
    // The demo classes: every family has an e-mail contact and an active account.
    const none = await client.post(accountAdminPaths.letters, { classIds: [t.school.classes.class6A, t.school.classes.class3B] });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ code: 'CONFLICT', message: expect.stringMatching(/No family/) });
    expect((await client.post(accountAdminPaths.letters, { familyIds: [999999] })).statusCode).toBe(404);
    expect((await client.post(accountAdminPaths.letters, { classIds: [999999] })).statusCode).toBe(404);
    expect((await client.post(accountAdminPaths.letters, { classIds: [], familyIds: [1] })).statusCode).toBe(400);
    expect((await client.post(accountAdminPaths.accountLetter(t.school.users.parent))).statusCode).toBe(409);
    expect((await client.post(accountAdminPaths.accountLetter(999999))).statusCode).toBe(404);
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});
