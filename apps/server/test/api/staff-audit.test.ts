import { calendarPaths, staffPaths } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadActor } from '../../src/lib/actor';
import { recordAudit } from '../../src/modules/audit/audit';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { snapshotTables } from '../helpers/table-snapshot';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
  const office = (await loadActor(t.db, t.school.users.office))!;
  const parent = (await loadActor(t.db, t.school.users.parent))!;
  await recordAudit(t.db, office, { action: 'read', entity: 'medical', childId: t.school.children.hugo });
  await recordAudit(t.db, parent, { action: 'update', entity: 'family', before: { phone: '1' }, after: { phone: '2' } });
  // An old line, to filter by dates.
  await t.db
    .insertInto('audit_log')
    .values({
      at: '2020-01-15T10:00:00.000Z',
      user_id: t.school.users.office,
      action: 'update',
      entity: 'pupil',
      child_id: t.school.children.noah,
      before: null,
      after: null,
    })
    .execute();
});
afterAll(async () => t.close());

describe('audit log filters', () => {
  it('lists the people and the pupils who appear in the log, by name', async () => {
    const office = await t.as('office');
    const filters = (await office.get(calendarPaths.auditFilters)).json();
    expect(filters.people).toEqual([
      { id: t.school.users.parent, name: expect.stringContaining('Martin'), roles: expect.arrayContaining(['ROLE_PARENT']) },
      { id: t.school.users.office, name: 'Nadia Roux', roles: ['ROLE_ADMIN'] },
    ]);
    expect(filters.pupils).toEqual([
      { id: t.school.children.noah, name: 'Noah Dubois' },
      { id: t.school.children.hugo, name: 'Hugo Martin' },
    ]);
  });

  it('filters the lines by person, pupil and dates together, newest first, with names', async () => {
    const office = await t.as('office');
    const page = async (query: string) => (await office.get(`${staffPaths.audit}?${query}`)).json();
    const byParent = await page(`userId=${t.school.users.parent}`);
    expect(byParent.entries).toEqual([
      expect.objectContaining({ action: 'update', entity: 'family', before: { phone: '1' }, after: { phone: '2' }, pupilName: null }),
    ]);
    expect((await page(`userId=${t.school.users.office}`)).entries.map((e: { entity: string }) => e.entity)).toEqual(['medical', 'pupil']);
    expect((await page(`userId=${t.school.users.office}&pupilId=${t.school.children.noah}`)).total).toBe(1);
    expect((await page('from=2020-01-15&to=2020-01-15')).entries).toEqual([
      expect.objectContaining({ pupilName: 'Noah Dubois', userName: 'Nadia Roux' }),
    ]);
    expect((await page('from=2020-01-16&to=2020-12-31')).total).toBe(0);
    expect(await page('page=2')).toMatchObject({ page: 2, entries: [] });
  });

  it('refuses bad filters with 400, and the filters list to a teacher, changing nothing', async () => {
    const office = await t.as('office');
    const before = await snapshotTables(t.db);
    for (const query of ['userId=0', 'pupilId=-1', 'from=yesterday', 'page=0', 'other=1']) {
      const response = await office.get(`${staffPaths.audit}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    expect((await (await t.as('teacher')).get(calendarPaths.auditFilters)).statusCode).toBe(403);
    expect((await (await t.as('parent')).get(calendarPaths.auditFilters)).statusCode).toBe(403);
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});
