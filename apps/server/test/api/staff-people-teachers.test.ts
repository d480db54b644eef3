import { peoplePaths } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { snapshotTables } from '../helpers/table-snapshot';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('teachers and staff', () => {
  it('lists teachers with their teaching groups and account, searchable; and the staff accounts', async () => {
    const office = await t.as('office');
    const page = (await office.get(peoplePaths.teachers)).json();
    expect(page.total).toBe(6);
    const bernard = page.items.find((teacher: { lastName: string }) => teacher.lastName === 'Bernard');
    expect(bernard).toMatchObject({ firstName: 'Paul', isActive: true, accountId: t.school.users.teacher });
    expect(bernard.teachingGroups.map((g: { name: string }) => g.name).sort()).toEqual(['3B Mathematics', '6A Mathematics']);
    expect((await office.get(`${peoplePaths.teachers}?q=CLAIRE`)).json().items.map((x: { lastName: string }) => x.lastName)).toEqual([
      'Petit',
    ]);
    const accounts = (await office.get(peoplePaths.staffAccounts)).json();
    expect(accounts.map((a: { email: string }) => a.email).sort()).toEqual([
      'office@example.com',
      'teacher2@example.com',
      'teacher@example.com',
    ]);
  });

  it('creates and edits a teacher record, audited with before and after', async () => {
    const office = await t.as('office');
    const created = await office.post(peoplePaths.teachers, {
      firstName: 'Inès',
      lastName: 'Faure',
      shortName: 'IFA',
      email: 'ines.faure@school.example',
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id;
    expect((await office.get(`${peoplePaths.teachers}?q=ines`)).json().items[0]).toMatchObject({
      id,
      firstName: 'Inès',
      teachingGroups: [],
      accountId: null,
    });
    expect(
      (await office.patch(peoplePaths.teacher(id), { firstName: 'Inès', lastName: 'Faure-Roy', shortName: 'IFR', email: '' })).statusCode,
    ).toBe(200);
    const lines = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'teacher')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();
    expect(lines.map((l) => l.action)).toEqual(['create', 'update']);
    expect(JSON.parse(lines[1]!.before!)).toMatchObject({ last_name: 'Faure', email: 'ines.faure@school.example' });
    expect(JSON.parse(lines[1]!.after!)).toMatchObject({ last_name: 'Faure-Roy', email: '' });
  });

  it('refuses a bad teacher record or an unknown id, changing nothing', async () => {
    const office = await t.as('office');
    const before = await snapshotTables(t.db);
    for (const body of [
      { firstName: '', lastName: 'X', shortName: '', email: '' },
      { firstName: 'A', lastName: 'X', shortName: '', email: 'not-an-email' },
      { firstName: 'A', lastName: 'X', shortName: 'x'.repeat(21), email: '' },
      { firstName: 'A', lastName: 'X' },
    ]) {
      const response = await office.post(peoplePaths.teachers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    expect((await office.patch(peoplePaths.teacher(999999), { firstName: 'A', lastName: 'X', shortName: '', email: '' })).statusCode).toBe(
      404,
    );
    expect((await office.post(peoplePaths.teacherDeactivate(999999), undefined)).statusCode).toBe(404);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('deactivates a teacher: their account cannot sign in and its live token stops; reactivating opens it again', async () => {
    const local = await buildTestApp();
    try {
      const office = await local.as('office');
      const teacher = await local.as('teacher');
      expect((await teacher.get('/api/me')).statusCode).toBe(200);
      const id = local.school.teachers.bernard;
      expect((await office.post(peoplePaths.teacherDeactivate(id), undefined)).statusCode).toBe(200);
      expect((await teacher.get('/api/me')).statusCode).toBe(401);
      expect((await local.anonymous.post('/api/login', { username: 'teacher@example.com', password: 'Teacher123!' })).statusCode).toBe(401);
      expect((await office.get(peoplePaths.teachers)).json().items.some((x: { id: number }) => x.id === id)).toBe(false);
      const all = (await office.get(`${peoplePaths.teachers}?includeInactive=true`)).json().items;
      expect(all.find((x: { id: number }) => x.id === id)).toMatchObject({ isActive: false });
      // History kept: the teaching groups still name him.
      expect(await local.db.selectFrom('subjects').select('id').where('teacher_id', '=', id).execute()).toHaveLength(2);
      expect((await office.post(peoplePaths.teacherReactivate(id), undefined)).statusCode).toBe(200);
      expect((await local.anonymous.post('/api/login', { username: 'teacher@example.com', password: 'Teacher123!' })).statusCode).toBe(200);
      const lines = await local.db.selectFrom('audit_log').select('action').where('entity', '=', 'teacher').orderBy('id').execute();
      expect(lines.map((l) => l.action)).toEqual(['deactivate', 'reactivate']);
    } finally {
      await local.close();
    }
  });

  it('refuses the teacher on every office route (the matrix checks all; here one read and one write)', async () => {
    const teacher = await t.as('teacher');
    expect((await teacher.get(peoplePaths.teachers)).statusCode).toBe(403);
    expect((await teacher.post(peoplePaths.teachers, { firstName: 'A', lastName: 'B', shortName: '', email: '' })).statusCode).toBe(403);
  });
});
