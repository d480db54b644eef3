import { type TUpdateFamilyMemberRequest, apiPaths, peoplePaths } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, createFamily, createFamilyMember, createUser } from '../../src/modules/family/people.repository';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { snapshotTables } from '../helpers/table-snapshot';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const member = (first: string, last: string): TUpdateFamilyMemberRequest => ({
  civility: 'Mrs',
  family_tie: 'Mother',
  last_name: last,
  first_name: first,
  phone: '+33 1 40 00 00 02',
  mobile: '+33 6 11 22 33 55',
  contactable: true,
  speaksEnglish: false,
});

async function memberOf(familyId: number, firstName: string) {
  const row = await t.db
    .selectFrom('family_members')
    .selectAll()
    .where('family_id', '=', familyId)
    .where('first_name', '=', firstName)
    .executeTakeFirstOrThrow();
  return row;
}

describe('family list', () => {
  it('finds a family by its name, a contact or a pupil, accents and case ignored', async () => {
    const office = await t.as('office');
    const names = async (q: string) =>
      ((await office.get(`${peoplePaths.families}?q=${encodeURIComponent(q)}`)).json().items as Array<{ name: string }>).map((f) => f.name);
    const martin = (await t.db.selectFrom('families').select('name').where('id', '=', t.school.families.martin).executeTakeFirstOrThrow())
      .name;
    expect(await names('LEA')).toEqual([martin]);
    expect(await names('noah')).toHaveLength(1);
    expect(await names('camille')).toEqual([martin]);
    expect(await names('nobody-at-all')).toEqual([]);
    const page = (await office.get(peoplePaths.families)).json();
    expect(page).toMatchObject({ page: 1, pageSize: 50, total: 2 });
    const row = page.items.find((f: { id: number }) => f.id === t.school.families.martin);
    expect(row.pupils).toEqual(['Hugo Martin', 'Léa Martin']);
    expect(row.parents.length).toBeGreaterThan(0);
    expect((await office.get(`${peoplePaths.families}?page=x`)).statusCode).toBe(400);
  });
});

describe("a family's page", () => {
  it('shows contacts, pupils, parent accounts; a missing family is 404', async () => {
    const office = await t.as('office');
    const family = (await office.get(peoplePaths.family(t.school.families.martin))).json();
    expect(family.pupils.map((p: { firstName: string }) => p.firstName)).toEqual(['Hugo', 'Léa']);
    expect(family.accounts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: t.school.users.parent, email: 'parent@example.com', isActive: true }),
        expect.objectContaining({ id: t.school.users.student, roles: ['ROLE_STUDENT', 'ROLE_USER'] }),
      ]),
    );
    expect(family.members.length).toBeGreaterThan(0);
    const missing = await office.get(peoplePaths.family(999999));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
  });

  it("records a parent's own contact edit (who, when, what) and shows it as history; the office's edit too", async () => {
    const local = await buildTestApp();
    try {
      const parent = await local.as('parent');
      const office = await local.as('office');
      const camille = await local.db
        .selectFrom('family_members')
        .selectAll()
        .where('family_id', '=', local.school.families.martin)
        .where('first_name', '=', 'Camille')
        .executeTakeFirstOrThrow();
      const edit = {
        ...member('Camille', camille.last_name),
        civility: camille.civility as 'Mrs',
        family_tie: camille.family_tie as 'Mother',
        city: 'Lyon',
      };
      expect((await parent.post(apiPaths.updateFamilyMember(camille.id), edit)).statusCode).toBe(200);
      const [line] = await local.db.selectFrom('audit_log').selectAll().where('entity', '=', 'family-member').execute();
      expect(line).toMatchObject({ action: 'update', user_id: local.school.users.parent, entity_id: camille.id });
      expect(JSON.parse(line!.before!)).toMatchObject({ city: camille.city });
      expect(JSON.parse(line!.after!)).toMatchObject({ city: 'Lyon' });
      const history = (await office.get(peoplePaths.family(local.school.families.martin))).json().history;
      expect(history[0]).toMatchObject({
        userName: expect.stringContaining(' '),
        memberName: `Camille ${camille.last_name}`,
        at: line!.at,
      });
      expect(history[0].fields).toEqual(expect.arrayContaining([{ field: 'city', from: camille.city, to: 'Lyon' }]));

      const officeEdit = await office.patch(peoplePaths.familyMember(camille.id), { ...edit, city: 'Nantes' });
      expect(officeEdit.statusCode).toBe(200);
      const after = (await office.get(peoplePaths.family(local.school.families.martin))).json().history;
      expect(after).toHaveLength(2);
      expect(after[0]).toMatchObject({ userName: 'Nadia Roux', fields: [{ field: 'city', from: 'Lyon', to: 'Nantes' }] });
      // The parent reads what the office wrote.
      const family = (await parent.get(apiPaths.family)).json();
      expect(family.familyInfo.familyMembers.find((m: { id: number }) => m.id === camille.id).city).toBe('Nantes');
    } finally {
      await local.close();
    }
  });

  it("a parent's refused edit writes no audit line; the office's bad edit changes nothing", async () => {
    const office = await t.as('office');
    const parent2 = await t.as('parent2');
    const camille = await memberOf(t.school.families.martin, 'Camille');
    const before = await snapshotTables(t.db);
    expect((await parent2.post(apiPaths.updateFamilyMember(camille.id), member('X', 'Y'))).statusCode).toBe(404);
    expect((await office.patch(peoplePaths.familyMember(camille.id), { ...member('X', 'Y'), mobile: 'nope' })).statusCode).toBe(400);
    expect((await office.patch(peoplePaths.familyMember(999999), member('X', 'Y'))).statusCode).toBe(404);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it("deactivates a parent account (it cannot sign in, its token stops) and reactivates it, audited; not the office's own", async () => {
    const local = await buildTestApp();
    try {
      const office = await local.as('office');
      const parent2 = await local.as('parent2');
      const id = local.school.users.parent2;
      expect((await office.post(peoplePaths.accountDeactivate(id), undefined)).statusCode).toBe(200);
      expect((await parent2.get(apiPaths.family)).statusCode).toBe(401);
      expect((await local.anonymous.post('/api/login', { username: 'parent2@example.com', password: 'Parent123!' })).statusCode).toBe(401);
      const family = (await office.get(peoplePaths.family(local.school.families.dubois))).json();
      expect(family.accounts.find((a: { id: number }) => a.id === id).isActive).toBe(false);
      expect((await office.post(peoplePaths.accountReactivate(id), undefined)).statusCode).toBe(200);
      expect((await local.anonymous.post('/api/login', { username: 'parent2@example.com', password: 'Parent123!' })).statusCode).toBe(200);
      const lines = await local.db
        .selectFrom('audit_log')
        .select(['action', 'entity_id'])
        .where('entity', '=', 'account')
        .orderBy('id')
        .execute();
      expect(lines).toEqual([
        { action: 'deactivate', entity_id: id },
        { action: 'reactivate', entity_id: id },
      ]);
      const before = await snapshotTables(local.db);
      const own = await office.post(peoplePaths.accountDeactivate(local.school.users.office), undefined);
      expect(own.statusCode).toBe(409);
      expect(own.json().code).toBe('CONFLICT');
      expect((await office.post(peoplePaths.accountDeactivate(999999), undefined)).statusCode).toBe(404);
      expect(await snapshotTables(local.db)).toEqual(before);
    } finally {
      await local.close();
    }
  });
});

describe('see as this family', () => {
  it("shows what the family's parent gets, marks nothing seen, and writes one 'read' line", async () => {
    const office = await t.as('office');
    const parent = await t.as('parent');
    const own = {
      newsletters: (await parent.get(apiPaths.newsletters)).json(),
      documents: (await parent.get(apiPaths.documents)).json(),
      reports: (await parent.get(apiPaths.reports)).json(),
      notifications: (await parent.get(apiPaths.notifications)).json(),
    };
    const seenBefore = await t.db.selectFrom('notifications').select(['id', 'seen']).orderBy('id').execute();
    const response = await office.get(peoplePaths.familyPreview(t.school.families.martin));
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(preview.children.map((c: { firstName: string }) => c.firstName).sort()).toEqual(['Hugo', 'Léa']);
    expect(preview.newsletters).toEqual(own.newsletters);
    expect(preview.documents).toEqual(own.documents);
    expect(preview.reports).toEqual(own.reports);
    expect(preview.notifications).toEqual(own.notifications.notifications ?? own.notifications);
    expect(await t.db.selectFrom('notifications').select(['id', 'seen']).orderBy('id').execute()).toEqual(seenBefore);
    const lines = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'family-preview').execute();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ action: 'read', entity_id: t.school.families.martin, user_id: t.school.users.office });
    expect((await office.get(peoplePaths.familyPreview(999999))).statusCode).toBe(404);
  });

  it('does not let the office write as the family: family write routes refuse an office token', async () => {
    const office = await t.as('office');
    const camille = await memberOf(t.school.families.martin, 'Camille');
    const before = await snapshotTables(t.db);
    expect((await office.post(apiPaths.updateFamilyMember(camille.id), member('X', 'Y'))).statusCode).toBe(403);
    expect((await office.post(apiPaths.updateFinancial, { source: 'Individual' })).statusCode).toBe(403);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('previews a family without any parent account: its children, no notifications', async () => {
    const office = await t.as('office');
    const familyId = await createFamily(t.db, { name: 'Lonely' });
    await createFamilyMember(t.db, familyId, { first_name: 'Ana', last_name: 'Lonely' });
    await createChild(t.db, familyId, { firstName: 'Solo', lastName: 'Lonely' });
    const preview = (await office.get(peoplePaths.familyPreview(familyId))).json();
    expect(preview).toMatchObject({ familyName: 'Lonely', parentName: null, notifications: [], documents: [], reports: [] });
    expect(preview.children).toHaveLength(1);
    await createUser(t.db, {
      email: 'ana@lonely.example',
      password: 'Whatever123!',
      roles: ['ROLE_PARENT', 'ROLE_USER'],
      firstName: 'Ana',
      lastName: 'Lonely',
      familyId,
    });
    expect((await office.get(peoplePaths.familyPreview(familyId))).json().parentName).toBe('Ana Lonely');
  });
});
