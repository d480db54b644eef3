import { structurePath, structurePaths, type TTeachingGroup } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeacher } from '../../src/modules/timetable/teachers.repository';
import { auditLinesOf } from '../helpers/audit-lines';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { snapshotTables } from '../helpers/table-snapshot';

/** Teaching groups: which teacher teaches which subject to which class, and its pupils. */
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const office = () => t.as('office');
const members = (groupId: number) =>
  t.db
    .selectFrom('child_subjects')
    .select('child_id')
    .where('subject_id', '=', groupId)
    .orderBy('child_id')
    .execute()
    .then((rows) => rows.map((r) => r.child_id));

async function expectRefused(send: () => Promise<{ statusCode: number; json: () => unknown }>, status: number, code: string) {
  const before = await snapshotTables(t.db);
  const response = await send();
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ code, message: expect.any(String) });
  expect(await snapshotTables(t.db)).toEqual(before);
  return response.json() as { code: string; message: string };
}

describe('GET /api/staff/structure/teaching-groups', () => {
  it('shows who teaches what to which class, filtered by class', async () => {
    const client = await office();
    const all: TTeachingGroup[] = (await client.get(structurePaths.teachingGroups)).json().teachingGroups;
    expect(all).toHaveLength(11);
    expect(all).toContainEqual({
      id: t.school.subjects.class6A[0],
      subject: 'Mathematics',
      shortName: 'MATHS',
      label: '6A Mathematics',
      color: '#3b82f6',
      classId: t.school.classes.class6A,
      className: '6A',
      teacherId: t.school.teachers.bernard,
      teacherName: 'Paul Bernard',
      pupilCount: 2,
    });
    const of3B: TTeachingGroup[] = (await client.get(`${structurePaths.teachingGroups}?classId=${t.school.classes.class3B}`)).json()
      .teachingGroups;
    expect(of3B.map((g) => g.label).sort()).toEqual([
      '3B English',
      '3B French',
      '3B History-Geography',
      '3B Mathematics',
      '3B Physics-Chemistry',
    ]);
    expect((await client.get(`${structurePaths.teachingGroups}?classId=abc`)).statusCode).toBe(400);
    expect((await client.get(`${structurePaths.teachingGroups}?classId=999999`)).json()).toEqual({ teachingGroups: [] });
  });
});

describe('creating and editing a teaching group', () => {
  it('creates one labelled "<class> <subject>" by default, audited', async () => {
    const client = await office();
    const created = await client.post(structurePaths.teachingGroups, {
      subject: 'Music',
      shortName: 'MUS',
      classId: t.school.classes.class6A,
      teacherId: t.school.teachers.girard,
      color: '#aa00ff',
    });
    expect(created.statusCode).toBe(200);
    const group = created.json();
    expect(group).toMatchObject({ subject: 'Music', label: '6A Music', className: '6A', teacherName: 'Marc Girard', pupilCount: 0 });
    expect((await auditLinesOf(t.db, 'teachingGroup'))[0]).toMatchObject({
      action: 'create',
      entityId: group.id,
      before: null,
      after: group,
    });
    const labelled = await client.post(structurePaths.teachingGroups, {
      subject: 'Music',
      shortName: 'MUS',
      classId: t.school.classes.class3B,
      teacherId: t.school.teachers.girard,
      color: '#aa00ff',
      label: '3B Choir',
    });
    expect(labelled.json()).toMatchObject({ label: '3B Choir', className: '3B' });
  });

  it('changes the teacher, the label and the colour, with before and after in the log', async () => {
    const client = await office();
    const [group] = (await client.get(`${structurePaths.teachingGroups}?classId=${t.school.classes.class6A}`))
      .json()
      .teachingGroups.filter((g: TTeachingGroup) => g.label === '6A Music');
    const edited = await client.patch(structurePath(structurePaths.teachingGroup, group.id), {
      teacherId: t.school.teachers.smith,
      label: '6A Music and Song',
      color: '#112233',
    });
    expect(edited.json()).toMatchObject({ teacherName: 'Emma Smith', label: '6A Music and Song', color: '#112233', subject: 'Music' });
    expect((await auditLinesOf(t.db, 'teachingGroup'))[0]).toMatchObject({
      action: 'update',
      before: { teacherName: 'Marc Girard', label: '6A Music' },
      after: { teacherName: 'Emma Smith', label: '6A Music and Song' },
    });
  });

  it('refuses a deactivated or unknown teacher, an unknown class, a taken label and bad input, changing nothing', async () => {
    const client = await office();
    const retired = await createTeacher(t.db, { firstName: 'Old', lastName: 'Timer' });
    await t.db.updateTable('teachers').set({ deactivated_at: new Date().toISOString() }).where('id', '=', retired).execute();
    const structure = (await client.get(structurePaths.structure)).json();
    expect(structure.teachers.map((x: { id: number }) => x.id)).not.toContain(retired);
    const body = {
      subject: 'Art',
      shortName: 'ART',
      classId: t.school.classes.class6A,
      teacherId: t.school.teachers.petit,
      color: '#123456',
    };
    const deactivated = await expectRefused(
      () => client.post(structurePaths.teachingGroups, { ...body, teacherId: retired }),
      400,
      'VALIDATION_ERROR',
    );
    expect(deactivated.message).toMatch(/deactivated/);
    await expectRefused(() => client.post(structurePaths.teachingGroups, { ...body, teacherId: 999999 }), 400, 'VALIDATION_ERROR');
    await expectRefused(() => client.post(structurePaths.teachingGroups, { ...body, classId: 999999 }), 400, 'VALIDATION_ERROR');
    const taken = await expectRefused(
      () => client.post(structurePaths.teachingGroups, { ...body, label: '6a mathematics' }),
      409,
      'CONFLICT',
    );
    expect(taken.message).toBe('A teaching group named 6a mathematics already exists');
    await expectRefused(() => client.post(structurePaths.teachingGroups, { ...body, color: 'red' }), 400, 'VALIDATION_ERROR');
    await expectRefused(() => client.post(structurePaths.teachingGroups, { ...body, shortName: 'x'.repeat(13) }), 400, 'VALIDATION_ERROR');
    const math6A = t.school.subjects.class6A[0]!;
    await expectRefused(
      () => client.patch(structurePath(structurePaths.teachingGroup, math6A), { teacherId: retired }),
      400,
      'VALIDATION_ERROR',
    );
    await expectRefused(
      () => client.patch(structurePath(structurePaths.teachingGroup, math6A), { label: '3B Mathematics' }),
      409,
      'CONFLICT',
    );
    await expectRefused(() => client.patch(structurePath(structurePaths.teachingGroup, math6A), {}), 400, 'VALIDATION_ERROR');
    await expectRefused(() => client.patch(structurePath(structurePaths.teachingGroup, 999999), { color: '#000000' }), 404, 'NOT_FOUND');
  });
});

describe('a teaching group’s pupils', () => {
  it('adds the whole class, removes one pupil and adds one from another class, one audit line per pupil', async () => {
    const client = await office();
    const group = (
      await client.post(structurePaths.teachingGroups, {
        subject: 'Latin',
        shortName: 'LAT',
        classId: t.school.classes.class6A,
        teacherId: t.school.teachers.moreau,
        color: '#445566',
      })
    ).json();
    const url = structurePath(structurePaths.teachingGroupPupils, group.id);
    const offered = (await client.get(url)).json().pupils;
    expect(offered.map((p: { firstName: string; isMember: boolean }) => [p.firstName, p.isMember])).toEqual([
      ['Noah', false],
      ['Léa', false],
    ]);

    const whole = await client.post(url, { addWholeClass: true });
    expect(whole.json().pupils.every((p: { isMember: boolean }) => p.isMember)).toBe(true);
    expect(await members(group.id)).toEqual([t.school.children.lea, t.school.children.noah].sort((a, b) => a - b));
    const lines = await auditLinesOf(t.db, 'teachingGroupPupil');
    expect(
      lines
        .slice(0, 2)
        .map((l) => l.childId)
        .sort(),
    ).toEqual([t.school.children.lea, t.school.children.noah].sort((a, b) => a - b));
    expect(lines[0]).toMatchObject({ action: 'create', entityId: group.id, after: { teachingGroupId: group.id, label: '6A Latin' } });

    const changed = await client.post(url, { remove: [t.school.children.noah], add: [t.school.children.hugo] });
    expect(
      changed.json().pupils.map((p: { firstName: string; className: string; isMember: boolean }) => [p.firstName, p.className, p.isMember]),
    ).toEqual([
      ['Noah', '6A', false],
      ['Hugo', '3B', true],
      ['Léa', '6A', true],
    ]);
    const latest = await auditLinesOf(t.db, 'teachingGroupPupil');
    expect(
      latest
        .slice(0, 2)
        .map((l) => [l.action, l.childId])
        .sort(),
    ).toEqual(
      [
        ['create', t.school.children.hugo],
        ['delete', t.school.children.noah],
      ].sort(),
    );
    // The group now counts in Hugo's subjects, as the family side reads them.
    const hugo = (await (await t.as('parent')).get(`/api/child/${t.school.children.hugo}`)).json();
    expect(hugo.subjects.map((s: { teaching_group: string }) => s.teaching_group)).toContain('6A Latin');
  });

  it('refuses unknown pupils and empty changes, changing nothing; an unknown group is 404', async () => {
    const client = await office();
    const math6A = t.school.subjects.class6A[0]!;
    const url = structurePath(structurePaths.teachingGroupPupils, math6A);
    await expectRefused(() => client.post(url, { add: [999999] }), 400, 'VALIDATION_ERROR');
    await expectRefused(() => client.post(url, { add: [t.school.children.hugo, 999999] }), 400, 'VALIDATION_ERROR');
    await expectRefused(() => client.post(url, {}), 400, 'VALIDATION_ERROR');
    await expectRefused(() => client.post(url, { add: [] }), 400, 'VALIDATION_ERROR');
    await expectRefused(() => client.post(url, { add: ['1'] }), 400, 'VALIDATION_ERROR');
    await expectRefused(
      () => client.post(structurePath(structurePaths.teachingGroupPupils, 999999), { add: [t.school.children.hugo] }),
      404,
      'NOT_FOUND',
    );
    expect((await client.get(structurePath(structurePaths.teachingGroupPupils, 999999))).statusCode).toBe(404);
  });
});

describe('deleting a teaching group', () => {
  it('refuses one with lessons or bookings (409), and deletes an unused one with its pupil list, audited', async () => {
    const client = await office();
    const math6A = t.school.subjects.class6A[0]!;
    const refusal = await expectRefused(() => client.post(structurePath(structurePaths.teachingGroupDelete, math6A)), 409, 'CONFLICT');
    expect(refusal.message).toBe('This teaching group has lessons or meeting bookings, so it cannot be deleted');

    const group = (
      await client.post(structurePaths.teachingGroups, {
        subject: 'Drama',
        shortName: 'DRA',
        classId: t.school.classes.class3B,
        teacherId: t.school.teachers.petit,
        color: '#778899',
      })
    ).json();
    await client.post(structurePath(structurePaths.teachingGroupPupils, group.id), { addWholeClass: true });
    expect((await client.post(structurePath(structurePaths.teachingGroupDelete, group.id))).json()).toEqual({ success: true });
    expect(await members(group.id)).toEqual([]);
    expect((await auditLinesOf(t.db, 'teachingGroup'))[0]).toMatchObject({
      action: 'delete',
      entityId: group.id,
      before: { label: '3B Drama', pupilIds: [t.school.children.hugo] },
    });
    await expectRefused(() => client.post(structurePath(structurePaths.teachingGroupDelete, group.id)), 404, 'NOT_FOUND');
  });
});
