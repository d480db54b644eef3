import { type TCreateAccountRequest, accountAdminPaths, accountPaths, peoplePaths } from '@carnet/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findLink } from '../../src/modules/accounts/account-links';
import { createChild, createFamily, createFamilyMember } from '../../src/modules/family/people.repository';
import { createTeacher } from '../../src/modules/timetable/teachers.repository';
import { verifyPassword } from '../../src/lib/passwords';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { linkIn, type SmtpCapture, startSmtpCapture } from '../helpers/smtp-capture';
import { snapshotTables } from '../helpers/table-snapshot';
import { codesIn, pdfPageCount } from './staff-accounts-fixtures';

let smtp: SmtpCapture;
let t: TestContext;
const logLines: string[] = [];
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://carnet.example' }, logTo: logLines });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.messages.length = 0;
});

const user = (id: number) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const events = (event: string) => logLines.map((line) => JSON.parse(line)).filter((line) => line.event === event);
const create = async (body: TCreateAccountRequest) => (await t.as('office')).post(accountAdminPaths.accounts, body);

/** Sends what the worker has and answers the one message that went to this address. */
async function mailTo(address: string) {
  await t.app.jobs.runDue();
  const mail = smtp.lastTo(address);
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
}

describe('POST accounts: the office makes an account and invites its owner', () => {
  it('a parent contact: parent roles, the contact and family, no password, and an e-mail with a working 7-day link', async () => {
    const family = await createFamily(t.db, { name: 'Perrin' });
    const memberId = await createFamilyMember(t.db, family, {
      first_name: 'Lina',
      last_name: 'Perrin',
      email: 'Lina.Perrin@Example.org',
      language: 'French',
    });
    const response = await create({ kind: 'parent', familyMemberId: memberId, delivery: 'email' });
    expect(response.statusCode).toBe(200);
    const { id, signInName } = response.json();
    expect(signInName).toBe('lina.perrin@example.org');
    const row = await user(id);
    expect(row).toMatchObject({
      email: 'lina.perrin@example.org',
      roles: 'ROLE_PARENT,ROLE_USER',
      family_id: family,
      family_member_id: memberId,
      activated_at: null,
      language: 'fr',
    });
    expect(row.invited_at).not.toBeNull();
    // Nobody can sign in with it before its owner chose a password.
    expect(await verifyPassword(row.password_hash, '')).toBe(false);
    expect((await t.anonymous.post('/api/login', { username: 'lina.perrin@example.org', password: '!' })).statusCode).toBe(401);

    const mail = await mailTo('lina.perrin@example.org');
    expect(mail.subject).toBe('Votre compte Carnet – Carnet demo school');
    // The school is named (SCHOOL_NAME), so the invitation is not taken for a stranger's.
    expect(mail.text).toContain('Le secrétariat de Carnet demo school vous a ouvert un compte');
    const link = linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe('https://carnet.example/activate');
    const found = await findLink(t.db, { token: link.searchParams.get('token') ?? '' }, new Date());
    expect(found).toMatchObject({ userId: id, purpose: 'invitation', state: 'valid' });
    const expires = await t.db.selectFrom('account_links').select('expires_at').where('user_id', '=', id).executeTakeFirstOrThrow();
    expect(Date.parse(expires.expires_at) - Date.parse(row.invited_at ?? '')).toBe(7 * 86400_000);

    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'account').where('entity_id', '=', id).execute();
    expect(audit.map((a) => a.action)).toEqual(['invite']);
    expect(events('account_invited').some((e) => e.accountId === id && e.delivery === 'email')).toBe(true);
    // No secret in the logs or the audit.
    const token = link.searchParams.get('token') ?? '';
    expect(logLines.join('\n')).not.toContain(token);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('a student without e-mail by letter: no sign-in name yet; the letter’s code activates with the address the pupil types', async () => {
    const family = await createFamily(t.db, { name: 'Müller' });
    const first = await createChild(t.db, family, { firstName: 'Zoé', lastName: 'Müller' });
    const second = await createChild(t.db, family, { firstName: 'Zoé', lastName: 'Muller' });
    const one = (await create({ kind: 'student', childId: first, delivery: 'letter' })).json();
    const two = (await create({ kind: 'student', childId: second, delivery: 'letter' })).json();
    // No address yet: a placeholder that can receive nothing, shown to the office as none.
    expect(one.signInName).toBe('');
    expect(two.signInName).toBe('');
    expect((await user(one.id)).email).toMatch(/^pending-[0-9a-f]{16}@carnet\.invalid$/);
    expect(await user(one.id)).toMatchObject({ roles: 'ROLE_STUDENT,ROLE_USER', child_id: first, activated_at: null, invited_at: null });
    await t.app.jobs.runDue();
    expect(smtp.messages).toHaveLength(0);

    const office = await t.as('office');
    // The pupil's page knows the account now (it offers no second one).
    expect((await office.get(peoplePaths.pupil(first))).json().accountId).toBe(one.id);
    const letter = await office.post(accountAdminPaths.accountLetter(one.id));
    expect(letter.statusCode).toBe(200);
    expect(letter.headers['content-type']).toBe('application/pdf');
    expect(pdfPageCount(letter.rawPayload)).toBe(1);
    const text = letter.rawPayload.toString('latin1');
    expect(text).toContain('Give your e-mail address and choose your password');
    expect(text).toContain('/activate');
    const [code] = codesIn(letter.rawPayload);
    expect(await findLink(t.db, { code: (code ?? '').replaceAll('-', '') }, new Date())).toMatchObject({
      userId: one.id,
      purpose: 'letter',
      state: 'valid',
    });
    expect((await user(one.id)).invited_at).not.toBeNull();
    // A second letter replaces the first: only the newest code works.
    const again = await office.post(accountAdminPaths.accountLetter(one.id));
    const [newCode] = codesIn(again.rawPayload);
    expect(newCode).not.toBe(code);
    expect((await findLink(t.db, { code: (code ?? '').replaceAll('-', '') }, new Date()))?.state).toBe('expired');
    expect(JSON.stringify(await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'letters').execute())).not.toContain(
      newCode ?? 'x',
    );

    // At /activate: the code without an address is refused (400) and changes nothing; with one, the
    // account is activated under that address, which then signs in.
    const typed = (newCode ?? '').toLowerCase();
    const check = await t.anonymous.post(accountPaths.checkLink, { code: typed });
    expect(check.json()).toEqual({ state: 'valid', purpose: 'letter', firstName: 'Zoé', signInName: '' });
    const password = 'marmotte-violette-42';
    const withoutEmail = await t.anonymous.post(accountPaths.useLink, { code: typed, password });
    expect(withoutEmail.statusCode).toBe(400);
    expect((await findLink(t.db, { code: (newCode ?? '').replaceAll('-', '') }, new Date()))?.state).toBe('valid');
    const taken = await t.anonymous.post(accountPaths.useLink, { code: typed, password, email: 'PARENT@example.com' });
    expect(taken.statusCode).toBe(409);
    const used = await t.anonymous.post(accountPaths.useLink, { code: typed, password, email: 'Zoe.Muller@example.org' });
    expect(used.statusCode).toBe(200);
    expect(await user(one.id)).toMatchObject({ email: 'zoe.muller@example.org', activated_at: expect.any(String) });
    expect((await t.anonymous.post('/api/login', { username: 'zoe.muller@example.org', password })).statusCode).toBe(200);
  });

  it('a teacher with the e-mail of their record, and an office member: their roles and an invitation each', async () => {
    const teacherId = await createTeacher(t.db, { firstName: 'Rémi', lastName: 'Faure', email: 'remi.faure@school.example' });
    const teacher = (await create({ kind: 'teacher', teacherId })).json();
    expect(await user(teacher.id)).toMatchObject({ roles: 'ROLE_TEACHER', teacher_id: teacherId, email: 'remi.faure@school.example' });
    const office = (await create({ kind: 'office', firstName: 'Inès', lastName: 'Roy', email: 'ines.roy@school.example' })).json();
    expect(await user(office.id)).toMatchObject({ roles: 'ROLE_ADMIN', first_name: 'Inès', activated_at: null });
    expect((await mailTo('remi.faure@school.example')).subject).toBe('Your Carnet account at Carnet demo school');
    expect(linkIn(await mailTo('ines.roy@school.example')).pathname).toBe('/activate');
    // The people page's account list shows them invited, not activated.
    const staff = (await (await t.as('office')).get(peoplePaths.staffAccounts)).json();
    expect(staff.find((a: { id: number }) => a.id === office.id)).toMatchObject({
      isActive: true,
      isActivated: false,
      invitedAt: expect.any(String),
    });
  });

  it('refuses, changing nothing: taken contact, pupil, teacher or address 409; unknown ids 404; no e-mail for an e-mail 400', async () => {
    const family = await createFamily(t.db, { name: 'Refus' });
    const noEmail = await createFamilyMember(t.db, family, { first_name: 'Sans', last_name: 'Courriel', email: '' });
    const takenAddress = await createFamilyMember(t.db, family, { first_name: 'Déjà', last_name: 'Là', email: 'parent@example.com' });
    const teacherNoEmail = await createTeacher(t.db, { firstName: 'Nola', lastName: 'Mail', email: '' });
    const before = await snapshotTables(t.db);
    const cases: Array<[TCreateAccountRequest | Record<string, unknown>, number, string]> = [
      [{ kind: 'parent', familyMemberId: noEmail, delivery: 'email' }, 400, 'VALIDATION_ERROR'],
      [{ kind: 'parent', familyMemberId: takenAddress, delivery: 'email' }, 409, 'CONFLICT'],
      [{ kind: 'parent', familyMemberId: 999999, delivery: 'email' }, 404, 'NOT_FOUND'],
      [{ kind: 'student', childId: t.school.children.lea, delivery: 'letter' }, 409, 'CONFLICT'],
      [{ kind: 'student', childId: 999999, delivery: 'letter' }, 404, 'NOT_FOUND'],
      [{ kind: 'student', childId: t.school.children.noah, delivery: 'email' }, 400, 'VALIDATION_ERROR'],
      [{ kind: 'student', childId: t.school.children.noah, email: 'teacher@example.com', delivery: 'email' }, 409, 'CONFLICT'],
      [{ kind: 'teacher', teacherId: t.school.teachers.bernard }, 409, 'CONFLICT'],
      [{ kind: 'teacher', teacherId: teacherNoEmail }, 400, 'VALIDATION_ERROR'],
      [{ kind: 'teacher', teacherId: 999999 }, 404, 'NOT_FOUND'],
      [{ kind: 'office', firstName: 'Nadia', lastName: 'Bis', email: 'OFFICE@example.com' }, 409, 'CONFLICT'],
      [{ kind: 'office', firstName: '', lastName: 'Roy', email: 'x@school.example' }, 400, 'VALIDATION_ERROR'],
      [{ kind: 'office', firstName: 'A', lastName: 'B', email: 'not-an-address' }, 400, 'VALIDATION_ERROR'],
      [{ kind: 'nobody' }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [body, status, code] of cases) {
      const response = await create(body as TCreateAccountRequest);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json()).toEqual({ code, message: expect.any(String) });
    }
    expect(await snapshotTables(t.db)).toEqual(before);
    // A contact with an account already made for it.
    const made = await createFamilyMember(t.db, family, { first_name: 'Une', last_name: 'Fois', email: 'une.fois@example.org' });
    expect((await create({ kind: 'parent', familyMemberId: made, delivery: 'email' })).statusCode).toBe(200);
    const afterFirst = await snapshotTables(t.db);
    const twice = await create({ kind: 'parent', familyMemberId: made, delivery: 'letter' });
    expect(twice.statusCode).toBe(409);
    expect(await snapshotTables(t.db)).toEqual(afterFirst);
  });

  it('is the office’s only: a teacher or a parent gets 403 and nothing is made', async () => {
    const before = await snapshotTables(t.db);
    for (const who of ['teacher', 'parent'] as const) {
      const client = await t.as(who);
      const body = { kind: 'office', firstName: 'Sneaky', lastName: 'One', email: 'sneaky@example.org' };
      expect((await client.post(accountAdminPaths.accounts, body)).statusCode).toBe(403);
      expect((await client.post(accountAdminPaths.resendInvitation(t.school.users.parent))).statusCode).toBe(403);
      expect((await client.get(accountAdminPaths.pending)).statusCode).toBe(403);
      expect((await client.post(accountAdminPaths.accountLetter(t.school.users.parent))).statusCode).toBe(403);
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});

describe('POST resendInvitation', () => {
  it('sends a new link and ends the old one; refuses an activated, deactivated, unknown or e-mail-less account', async () => {
    const family = await createFamily(t.db, { name: 'Renvoi' });
    const memberId = await createFamilyMember(t.db, family, { first_name: 'Rose', last_name: 'Renvoi', email: 'rose.renvoi@example.org' });
    const { id } = (await create({ kind: 'parent', familyMemberId: memberId, delivery: 'email' })).json();
    const first = linkIn(await mailTo('rose.renvoi@example.org')).searchParams.get('token') ?? '';
    const office = await t.as('office');
    expect((await office.post(accountAdminPaths.resendInvitation(id))).json()).toEqual({ success: true });
    await t.app.jobs.runDue();
    const mails = smtp.messages.filter((m) => m.to.includes('rose.renvoi@example.org'));
    expect(mails).toHaveLength(2);
    const second = linkIn(mails[1]!).searchParams.get('token') ?? '';
    expect(second).not.toBe(first);
    expect((await findLink(t.db, { token: first }, new Date()))?.state).toBe('expired');
    expect((await findLink(t.db, { token: second }, new Date()))?.state).toBe('valid');

    const letterOnly = await createChild(t.db, family, { firstName: 'Paul', lastName: 'Renvoi' });
    const student = (await create({ kind: 'student', childId: letterOnly, delivery: 'letter' })).json();
    await office.post(accountAdminPaths.accountLetter(student.id));
    const before = await snapshotTables(t.db);
    for (const [accountId, status] of [
      [t.school.users.parent, 409],
      [student.id, 409],
      [999999, 404],
    ] as const) {
      const response = await office.post(accountAdminPaths.resendInvitation(accountId));
      expect(response.statusCode, String(accountId)).toBe(status);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect(await snapshotTables(t.db)).toEqual(before);
    expect((await office.post(peoplePaths.accountDeactivate(id))).statusCode).toBe(200);
    const afterDeactivation = await snapshotTables(t.db);
    expect((await office.post(accountAdminPaths.resendInvitation(id))).statusCode).toBe(409);
    expect(await snapshotTables(t.db)).toEqual(afterDeactivation);
  });
});

describe('deactivation in the security log, and account states on the family page', () => {
  it('logs account_deactivated / account_reactivated once per change; the family page shows invited, active and each contact’s account', async () => {
    const family = await createFamily(t.db, { name: 'Etat' });
    const memberId = await createFamilyMember(t.db, family, { first_name: 'Ada', last_name: 'Etat', email: 'ada.etat@example.org' });
    const other = await createFamilyMember(t.db, family, { first_name: 'Bob', last_name: 'Etat', email: '' });
    const { id } = (await create({ kind: 'parent', familyMemberId: memberId, delivery: 'email' })).json();
    const office = await t.as('office');
    let page = (await office.get(peoplePaths.family(family))).json();
    expect(page.accounts).toEqual([expect.objectContaining({ id, isActive: true, isActivated: false, invitedAt: expect.any(String) })]);
    expect(page.members.map((m: { id: number; accountId: number | null }) => [m.id, m.accountId])).toEqual([
      [memberId, id],
      [other, null],
    ]);
    // The demo family's accounts were made with their passwords: active, and matched to their contact by address.
    const martin = (await office.get(peoplePaths.family(t.school.families.martin))).json();
    expect(martin.accounts.find((a: { id: number }) => a.id === t.school.users.parent)).toMatchObject({
      isActivated: true,
      invitedAt: null,
    });
    expect(martin.members.find((m: { email: string }) => m.email === 'parent@example.com').accountId).toBe(t.school.users.parent);

    await office.post(peoplePaths.accountDeactivate(id));
    await office.post(peoplePaths.accountDeactivate(id));
    page = (await office.get(peoplePaths.family(family))).json();
    expect(page.accounts[0]).toMatchObject({ isActive: false });
    await office.post(peoplePaths.accountReactivate(id));
    expect(events('account_deactivated').filter((e) => e.accountId === id)).toHaveLength(1);
    expect(events('account_reactivated').filter((e) => e.accountId === id)).toHaveLength(1);
  });
});
