import { type TAddFamilyMemberRequest, accountAdminPaths, peoplePaths } from '@carnet/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createChild, createFamily } from '../../src/modules/family/people.repository';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { linkIn, type SmtpCapture, startSmtpCapture } from '../helpers/smtp-capture';
import { snapshotTables } from '../helpers/table-snapshot';

/** The office makes a family and its contacts by hand and invites them (decision 098). */
let smtp: SmtpCapture;
let t: TestContext;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://carnet.example' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.messages.length = 0;
});

const contact = (overrides: Partial<TAddFamilyMemberRequest> = {}): TAddFamilyMemberRequest => ({
  civility: 'Mrs',
  family_tie: 'Mother',
  first_name: 'Awa',
  last_name: 'Sow',
  email: 'Awa.Sow@Example.org',
  mobile: '06 12 34 56 78',
  contactable: true,
  speaksEnglish: false,
  ...overrides,
});

/** A pupil the import brought without a guardian: alone in a family with no contact. */
async function pupilWithoutContact(firstName: string) {
  const familyId = await createFamily(t.db, { name: 'Sow' });
  return { familyId, pupilId: await createChild(t.db, familyId, { firstName, lastName: 'Sow' }) };
}

describe('POST families: a family made by hand with the pupils it holds', () => {
  it('makes the family, moves the pupils into it, and writes the audit', async () => {
    const [a, b] = [await pupilWithoutContact('Mariam'), await pupilWithoutContact('Ousmane')];
    const office = await t.as('office');
    const response = await office.post(peoplePaths.families, { name: ' Sow-Diallo ', pupilIds: [a.pupilId, b.pupilId] });
    expect(response.statusCode).toBe(200);
    const { id } = response.json();
    const family = (await office.get(peoplePaths.family(id))).json();
    expect(family.name).toBe('Sow-Diallo');
    expect(family.pupils.map((p: { firstName: string }) => p.firstName)).toEqual(['Mariam', 'Ousmane']);
    expect(family.members).toEqual([]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id'])
      .where('entity', 'in', ['family', 'pupil'])
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'create', entity: 'family', entity_id: id },
        { action: 'update', entity: 'pupil', entity_id: a.pupilId },
        { action: 'update', entity: 'pupil', entity_id: b.pupilId },
      ]),
    );
  });

  it('refuses a bad request with {code, message} and writes nothing', async () => {
    const { pupilId } = await pupilWithoutContact('Fatou');
    const office = await t.as('office');
    const before = await snapshotTables(t.db);
    const refusals: Array<[Record<string, unknown>, number, string]> = [
      [{ name: 'Sow', pupilIds: [] }, 400, 'VALIDATION_ERROR'],
      [{ name: '  ', pupilIds: [pupilId] }, 400, 'VALIDATION_ERROR'],
      [{ name: 'Sow', pupilIds: [pupilId, pupilId] }, 400, 'VALIDATION_ERROR'],
      [{ name: 'Sow', pupilIds: [pupilId, 999_999] }, 400, 'VALIDATION_ERROR'],
      [{ name: 'Sow', pupilIds: [pupilId], extra: 1 }, 400, 'VALIDATION_ERROR'],
      // Léa's family has its parents: taking her would take her from their accounts.
      [{ name: 'Sow', pupilIds: [pupilId, t.school.children.lea] }, 409, 'CONFLICT'],
    ];
    for (const [body, status, code] of refusals) {
      const response = await office.post(peoplePaths.families, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json()).toEqual({ code, message: expect.any(String) });
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('tells why a pupil with contacts is refused, in French too', async () => {
    const office = await t.as('office');
    const body = { name: 'Sow', pupilIds: [t.school.children.hugo] };
    expect((await office.post(peoplePaths.families, body)).json().message).toBe(
      'This pupil’s family already has contacts: add the new contact to that family instead',
    );
    const french = await office.inject({ method: 'POST', url: peoplePaths.families, payload: body, headers: { 'accept-language': 'fr' } });
    expect(french.json().message).toBe(
      'La famille de cet élève a déjà des contacts\u00a0: ajoutez plutôt le nouveau contact à cette famille',
    );
  });

  it('words a refused field in French for a French office', async () => {
    const office = await t.as('office');
    const french = (body: unknown) =>
      office.inject({ method: 'POST', url: peoplePaths.families, payload: body as object, headers: { 'accept-language': 'fr' } });
    expect((await french({ name: 'Sow', pupilIds: [] })).json().message).toContain('Choisissez au moins un élève');
    expect((await french({ name: 'Sow', pupilIds: [7, 7] })).json().message).toContain('Un élève figure deux fois dans la liste');
  });
});

describe('POST families/:id/members, then the invitation', () => {
  it('adds a guardian with the contact form fields, e-mail in lower case, audited; the invitation e-mail reaches them', async () => {
    const { familyId } = await pupilWithoutContact('Aminata');
    const office = await t.as('office');
    const response = await office.post(peoplePaths.familyMembers(familyId), contact({ phone: '', job: 'Nurse' }));
    expect(response.statusCode).toBe(200);
    const { id } = response.json();
    const row = await t.db.selectFrom('family_members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      family_id: familyId,
      first_name: 'Awa',
      email: 'awa.sow@example.org',
      phone: '',
      job: 'Nurse',
      contactable: 1,
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('entity', '=', 'family-member')
      .where('entity_id', '=', id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create']);
    const family = (await office.get(peoplePaths.family(familyId))).json();
    expect(family.members).toEqual([expect.objectContaining({ id, email: 'awa.sow@example.org', accountId: null })]);

    // The existing invitation: an account for the contact and its e-mail, through the accounts area.
    const invited = await office.post(accountAdminPaths.accounts, { kind: 'parent', familyMemberId: id, delivery: 'email' });
    expect(invited.statusCode).toBe(200);
    await t.app.jobs.runDue();
    const mail = await smtp.waitForCount(1);
    expect(mail[0]?.to).toEqual(['awa.sow@example.org']);
    expect(linkIn(mail[0]!).pathname).toBe('/activate');
    const account = await t.db.selectFrom('users').selectAll().where('family_member_id', '=', id).executeTakeFirstOrThrow();
    expect(account).toMatchObject({ family_id: familyId, roles: 'ROLE_PARENT,ROLE_USER', email: 'awa.sow@example.org' });
    expect((await office.get(peoplePaths.family(familyId))).json().members[0].accountId).toBe(account.id);
  });

  it('refuses a bad contact with {code, message} and writes nothing; an unknown family is a 404', async () => {
    const { familyId } = await pupilWithoutContact('Binta');
    const office = await t.as('office');
    const before = await snapshotTables(t.db);
    for (const body of [
      contact({ first_name: '' }),
      contact({ email: 'not-an-address' }),
      contact({ mobile: '12' }),
      contact({ phone: 'call me' }),
      { ...contact(), civility: 'Dr' },
      { ...contact(), isAdmin: true },
    ]) {
      const response = await office.post(peoplePaths.familyMembers(familyId), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    const missing = await office.post(peoplePaths.familyMembers(999_999), contact());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('is the office’s alone: a teacher, a parent and a student are refused and nothing is written', async () => {
    const { familyId, pupilId } = await pupilWithoutContact('Khadija');
    const before = await snapshotTables(t.db);
    for (const who of ['teacher', 'parent', 'student'] as const) {
      const client = await t.as(who);
      const made = await client.post(peoplePaths.families, { name: 'Sow', pupilIds: [pupilId] });
      const added = await client.post(peoplePaths.familyMembers(familyId), contact());
      expect([made.statusCode, added.statusCode], who).toEqual([403, 403]);
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});
