import { staffPaths } from '@carnet/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../src/modules/audit/audit';
import { loadActor } from '../../src/lib/actor';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { snapshotTables } from '../helpers/table-snapshot';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('staff accounts', () => {
  it('signs the office and the teacher in, with their roles, and no family', async () => {
    const office = await t.as('office');
    const me = (await office.get('/api/me')).json();
    expect(me).toMatchObject({ email: 'office@example.com', roles: ['ROLE_ADMIN'], familyInfo: { children: [] } });
    const teacher = await t.as('teacher');
    expect((await teacher.get('/api/me')).json()).toMatchObject({ firstName: 'Paul', lastName: 'Bernard', roles: ['ROLE_TEACHER'] });
  });

  it('keeps the classes as rows: Hugo is in 3B, Léa and Noah in 6A, each teaching group in its class', async () => {
    const rows = await t.db
      .selectFrom('children')
      .innerJoin('classes', 'classes.id', 'children.class_id')
      .innerJoin('year_groups', 'year_groups.id', 'classes.year_group_id')
      .select(['children.first_name', 'classes.name as class', 'year_groups.name as year'])
      .orderBy('children.first_name')
      .execute();
    expect(rows).toEqual([
      { first_name: 'Hugo', class: '3B', year: '3e' },
      { first_name: 'Léa', class: '6A', year: '6e' },
      { first_name: 'Noah', class: '6A', year: '6e' },
    ]);
    const groupsWithoutClass = await t.db.selectFrom('subjects').select('id').where('class_id', 'is', null).execute();
    expect(groupsWithoutClass).toEqual([]);
  });

  it('refuses to sign in, and refuses the tokens of, a deactivated account', async () => {
    const local = await buildTestApp();
    try {
      const teacher = await local.as('teacher');
      expect((await teacher.get('/api/me')).statusCode).toBe(200);
      await local.db
        .updateTable('users')
        .set({ deactivated_at: new Date().toISOString() })
        .where('id', '=', local.school.users.teacher)
        .execute();
      expect((await teacher.get('/api/me')).statusCode).toBe(401);
      const login = await local.anonymous.post('/api/login', { username: 'teacher@example.com', password: 'Teacher123!' });
      expect(login.statusCode).toBe(401);
      expect(login.json().code).toBe('UNAUTHENTICATED');
    } finally {
      await local.close();
    }
  });
});

describe('audience', () => {
  it('counts the families a class reaches before sending: 3B is the Martins only, 6A both families', async () => {
    const office = await t.as('office');
    const count = async (audience: unknown, parentsOnly?: boolean) =>
      (await office.post(staffPaths.audienceCount, { audience, ...(parentsOnly === undefined ? {} : { parentsOnly }) })).json();
    expect(await count({ kind: 'classes', ids: [t.school.classes.class3B] })).toEqual({ pupils: 1, families: 1, accounts: 1 });
    // 6A: Léa and Noah; the Martin and Dubois parents and Léa's own student account.
    expect(await count({ kind: 'classes', ids: [t.school.classes.class6A] })).toEqual({ pupils: 2, families: 2, accounts: 3 });
    expect(await count({ kind: 'classes', ids: [t.school.classes.class6A] }, true)).toEqual({ pupils: 2, families: 2, accounts: 2 });
    expect(await count({ kind: 'school' })).toEqual({ pupils: 3, families: 2, accounts: 3 });
    expect(await count({ kind: 'pupils', ids: [t.school.children.noah] })).toEqual({ pupils: 1, families: 1, accounts: 1 });
  });

  it('refuses an unknown group or an empty list with {code, message}', async () => {
    const office = await t.as('office');
    const unknown = await office.post(staffPaths.audienceCount, { audience: { kind: 'classes', ids: [999999] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ code: 'VALIDATION_ERROR', message: expect.stringContaining('does not exist') });
    const empty = await office.post(staffPaths.audienceCount, { audience: { kind: 'pupils', ids: [] } });
    expect(empty.statusCode).toBe(400);
    const badKind = await office.post(staffPaths.audienceCount, { audience: { kind: 'everyone' } });
    expect(badKind.statusCode).toBe(400);
  });

  it('lets a teacher reach their own teaching groups only', async () => {
    const teacher = await t.as('teacher');
    const choices = (await teacher.get(staffPaths.audienceChoices)).json();
    expect(choices.yearGroups).toEqual([]);
    expect(choices.classes).toEqual([]);
    expect(choices.teachingGroups.map((g: { name: string }) => g.name)).toEqual(['3B Mathematics', '6A Mathematics']);
    const own = choices.teachingGroups[0].id;
    expect((await teacher.post(staffPaths.audienceCount, { audience: { kind: 'teachingGroups', ids: [own] } })).statusCode).toBe(200);
    const frenchGroup = t.school.subjects.class6A[1];
    const refused = await teacher.post(staffPaths.audienceCount, { audience: { kind: 'teachingGroups', ids: [frenchGroup] } });
    expect(refused.statusCode).toBe(403);
    expect((await teacher.post(staffPaths.audienceCount, { audience: { kind: 'school' } })).statusCode).toBe(403);
  });
});

describe('audit log', () => {
  it('is append-only in the database itself, on this engine', async () => {
    const office = await loadActor(t.db, t.school.users.office);
    await recordAudit(t.db, office!, { action: 'read', entity: 'medical', childId: t.school.children.lea });
    const before = await snapshotTables(t.db);
    await expect(sql`update audit_log set action = 'nothing'`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('shows the office its lines filtered by person and pupil, and refuses a teacher', async () => {
    const officeClient = await t.as('office');
    const page = (await officeClient.get(`${staffPaths.audit}?pupilId=${t.school.children.lea}`)).json();
    expect(page.entries[0]).toMatchObject({ action: 'read', entity: 'medical', pupilName: 'Léa Martin', userName: 'Nadia Roux' });
    expect((await officeClient.get(`${staffPaths.audit}?pupilId=${t.school.children.noah}`)).json().entries).toEqual([]);
    expect((await officeClient.get(`${staffPaths.audit}?userId=${t.school.users.teacher}`)).json().total).toBe(0);
    expect((await officeClient.get(`${staffPaths.audit}?pupilId=abc`)).statusCode).toBe(400);
    expect((await (await t.as('teacher')).get(staffPaths.audit)).statusCode).toBe(403);
  });
});
