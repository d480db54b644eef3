import { peoplePaths, staffPaths } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../../src/modules/family/people.repository';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { snapshotTables } from '../helpers/table-snapshot';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function auditLines(entity: string, childId?: number) {
  let query = t.db.selectFrom('audit_log').selectAll().where('entity', '=', entity);
  if (childId !== undefined) query = query.where('child_id', '=', childId);
  return query.orderBy('id').execute();
}

describe('pupil list', () => {
  it('finds Léa by "lea", "LÉA", "martin lea" and by class, accents and case ignored', async () => {
    const office = await t.as('office');
    const names = async (query: string) =>
      ((await office.get(`${peoplePaths.pupils}?${query}`)).json().items as Array<{ firstName: string }>).map((p) => p.firstName);
    expect(await names('q=lea')).toEqual(['Léa']);
    expect(await names('q=L%C3%89A')).toEqual(['Léa']);
    expect(await names('q=martin%20lea')).toEqual(['Léa']);
    expect(await names('q=martin')).toEqual(['Hugo', 'Léa']);
    expect(await names(`classId=${t.school.classes.class6A}`)).toEqual(['Noah', 'Léa']);
    expect(await names('q=%25')).toEqual([]);
    const page = (await office.get(peoplePaths.pupils)).json();
    expect(page).toMatchObject({ page: 1, pageSize: 50, total: 3 });
    expect(page.items[0]).toEqual({
      id: t.school.children.noah,
      firstName: 'Noah',
      lastName: 'Dubois',
      classId: t.school.classes.class6A,
      className: '6A',
      familyId: t.school.families.dubois,
      familyName: expect.any(String),
      isActive: true,
    });
  });

  it('pages by 50', async () => {
    const local = await buildTestApp();
    try {
      for (let i = 0; i < 52; i++)
        await createChild(local.db, local.school.families.dubois, { firstName: `Kid${String(i).padStart(2, '0')}`, lastName: 'Zed' });
      const office = await local.as('office');
      const first = (await office.get(`${peoplePaths.pupils}?q=zed`)).json();
      expect(first.items).toHaveLength(50);
      expect(first.total).toBe(52);
      const second = (await office.get(`${peoplePaths.pupils}?q=zed&page=2`)).json();
      expect(second.items.map((p: { firstName: string }) => p.firstName)).toEqual(['Kid50', 'Kid51']);
    } finally {
      await local.close();
    }
  });

  it('refuses a bad query with {code, message}', async () => {
    const office = await t.as('office');
    for (const query of ['page=0', 'classId=abc', 'includeInactive=yes', 'other=1', `q=${'x'.repeat(101)}`]) {
      const response = await office.get(`${peoplePaths.pupils}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
  });
});

describe('creating, editing and moving a pupil', () => {
  it('creates a pupil in a family and a class, in its teaching groups, with the class text kept equal, audited', async () => {
    const office = await t.as('office');
    const response = await office.post(peoplePaths.pupils, {
      familyId: t.school.families.dubois,
      classId: t.school.classes.class3B,
      firstName: ' Zoé ',
      lastName: 'Dubois',
      bloodType: 'O+',
    });
    expect(response.statusCode).toBe(200);
    const { id } = response.json();
    const row = await t.db.selectFrom('children').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      first_name: 'Zoé',
      class_id: t.school.classes.class3B,
      class_year: '3e',
      class_name: '3B',
      blood_type: 'O+',
      deactivated_at: null,
    });
    const groups = await t.db.selectFrom('child_subjects').select('subject_id').where('child_id', '=', id).orderBy('subject_id').execute();
    expect(groups.map((g) => g.subject_id)).toEqual([...t.school.subjects.class3B].sort((a, b) => a - b));
    const [line] = await auditLines('pupil', id);
    expect(line).toMatchObject({ action: 'create', user_id: t.school.users.office, entity_id: id, before: null });
    expect(JSON.parse(line!.after!)).toMatchObject({ first_name: 'Zoé', class_name: '3B' });
    const page = (await office.get(peoplePaths.pupil(id))).json();
    expect(page).toMatchObject({
      firstName: 'Zoé',
      class: { name: '3B', yearGroup: '3e' },
      family: { id: t.school.families.dubois },
      hasPhoto: false,
    });
    expect(page.teachingGroups.length).toBe(t.school.subjects.class3B.length);
  });

  it('refuses an unknown family or class, a blank name, an unknown blood type, changing nothing', async () => {
    const office = await t.as('office');
    const before = await snapshotTables(t.db);
    const valid = { familyId: t.school.families.dubois, classId: t.school.classes.class3B, firstName: 'A', lastName: 'B' };
    for (const body of [
      { ...valid, familyId: 999999 },
      { ...valid, classId: 999999 },
      { ...valid, firstName: '   ' },
      { ...valid, bloodType: 'Z' },
      { ...valid, extra: 1 },
      { ...valid, familyId: '1' },
    ]) {
      const response = await office.post(peoplePaths.pupils, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('edits names and blood type with before/after in the audit log', async () => {
    const office = await t.as('office');
    const id = await createChild(t.db, t.school.families.dubois, { firstName: 'Edit', lastName: 'Me', className: '3B', classYear: '3e' });
    expect((await office.patch(peoplePaths.pupil(id), { firstName: 'Edith', lastName: 'Me', bloodType: 'A-' })).statusCode).toBe(200);
    const [line] = await auditLines('pupil', id);
    expect(line).toMatchObject({ action: 'update' });
    expect(JSON.parse(line!.before!)).toMatchObject({ first_name: 'Edit', blood_type: '' });
    expect(JSON.parse(line!.after!)).toMatchObject({ first_name: 'Edith', blood_type: 'A-' });
    expect((await office.patch(peoplePaths.pupil(999999), { firstName: 'X', lastName: 'Y', bloodType: '' })).statusCode).toBe(404);
  });

  it('moves a pupil to another class: class text and teaching groups follow, audited as move; the family reads the new class', async () => {
    const office = await t.as('office');
    const id = await createChild(t.db, t.school.families.dubois, {
      firstName: 'Mover',
      lastName: 'Dubois',
      className: '6A',
      classYear: '6e',
      subjectIds: t.school.subjects.class6A,
    });
    const response = await office.post(peoplePaths.pupilMove(id), { classId: t.school.classes.class3B });
    expect(response.statusCode).toBe(200);
    const row = await t.db.selectFrom('children').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ class_id: t.school.classes.class3B, class_year: '3e', class_name: '3B' });
    const groups = await t.db.selectFrom('child_subjects').select('subject_id').where('child_id', '=', id).execute();
    expect(groups.map((g) => g.subject_id).sort((a, b) => a - b)).toEqual([...t.school.subjects.class3B].sort((a, b) => a - b));
    const [line] = await auditLines('pupil', id);
    expect(line).toMatchObject({ action: 'move', child_id: id });
    expect(JSON.parse(line!.before!)).toMatchObject({ class_name: '6A' });
    expect(JSON.parse(line!.after!)).toMatchObject({ class_name: '3B' });
    const audit = (await office.get(`${staffPaths.audit}?pupilId=${id}`)).json();
    expect(audit.entries[0]).toMatchObject({ action: 'move', entity: 'pupil', userName: 'Nadia Roux' });
    // The Dubois parent's own read shows the new class.
    expect((await (await t.as('parent2')).get(`/api/child/${id}`)).json()).toMatchObject({ class_name: '3B', class_year: '3e' });
  });

  it("moves a pupil who already followed one of the new class's groups without a 500", async () => {
    const office = await t.as('office');
    const id = await createChild(t.db, t.school.families.dubois, {
      firstName: 'Both',
      lastName: 'Groups',
      className: '6A',
      classYear: '6e',
      subjectIds: [...t.school.subjects.class6A, t.school.subjects.class3B[0]!],
    });
    expect((await office.post(peoplePaths.pupilMove(id), { classId: t.school.classes.class3B })).statusCode).toBe(200);
    const groups = await t.db.selectFrom('child_subjects').select('subject_id').where('child_id', '=', id).execute();
    expect(groups.map((g) => g.subject_id).sort((a, b) => a - b)).toEqual([...t.school.subjects.class3B].sort((a, b) => a - b));
  });

  it('refuses a move to the same or an unknown class, changing nothing', async () => {
    const office = await t.as('office');
    const before = await snapshotTables(t.db);
    const same = await office.post(peoplePaths.pupilMove(t.school.children.hugo), { classId: t.school.classes.class3B });
    expect(same.statusCode).toBe(409);
    expect(same.json().code).toBe('CONFLICT');
    expect((await office.post(peoplePaths.pupilMove(t.school.children.hugo), { classId: 999999 })).statusCode).toBe(400);
    expect((await office.post(peoplePaths.pupilMove(999999), { classId: t.school.classes.class6A })).statusCode).toBe(404);
    expect((await office.post(peoplePaths.pupilMove(t.school.children.hugo), {})).statusCode).toBe(400);
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});

describe('deactivating a pupil', () => {
  it('hides the pupil from the list and audiences, stops their student account, keeps their history; reactivating brings both back', async () => {
    const local = await buildTestApp();
    try {
      const office = await local.as('office');
      const student = await local.as('student');
      const lea = local.school.children.lea;
      const registryBefore = await local.db.selectFrom('registry_entries').select('id').where('child_id', '=', lea).execute();
      expect((await office.post(peoplePaths.pupilDeactivate(lea), undefined)).statusCode).toBe(200);
      const list = (await office.get(`${peoplePaths.pupils}?q=lea`)).json();
      expect(list.items).toEqual([]);
      const withInactive = (await office.get(`${peoplePaths.pupils}?q=lea&includeInactive=true`)).json();
      expect(withInactive.items[0]).toMatchObject({ firstName: 'Léa', isActive: false });
      const count = (
        await office.post(staffPaths.audienceCount, { audience: { kind: 'classes', ids: [local.school.classes.class6A] } })
      ).json();
      expect(count.pupils).toBe(1);
      expect((await student.get('/api/me')).statusCode).toBe(401);
      const login = await local.anonymous.post('/api/login', { username: 'student@example.com', password: 'Student123!' });
      expect(login.statusCode).toBe(401);
      expect(await local.db.selectFrom('registry_entries').select('id').where('child_id', '=', lea).execute()).toEqual(registryBefore);
      expect((await office.get(peoplePaths.pupil(lea))).json().deactivatedAt).toEqual(expect.any(String));

      expect((await office.post(peoplePaths.pupilReactivate(lea), undefined)).statusCode).toBe(200);
      expect((await office.get(`${peoplePaths.pupils}?q=lea`)).json().items).toHaveLength(1);
      const again = await local.anonymous.post('/api/login', { username: 'student@example.com', password: 'Student123!' });
      expect(again.statusCode).toBe(200);
      const actions = (
        await local.db
          .selectFrom('audit_log')
          .select('action')
          .where('entity', '=', 'pupil')
          .where('child_id', '=', lea)
          .orderBy('id')
          .execute()
      ).map((r) => r.action);
      expect(actions).toEqual(['deactivate', 'reactivate']);
    } finally {
      await local.close();
    }
  });
});
