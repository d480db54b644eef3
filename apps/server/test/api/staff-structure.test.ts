import { apiPaths, structurePath, structurePaths } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLinesOf } from '../helpers/audit-lines';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { snapshotTables } from '../helpers/table-snapshot';

/** Year groups and classes, as the office keeps them; the pupils' class texts the family side reads follow. */
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const office = () => t.as('office');
const pupil = (id: number) =>
  t.db.selectFrom('children').select(['class_id', 'class_name', 'class_year']).where('id', '=', id).executeTakeFirstOrThrow();

/** Sends a request that must be refused, and proves it changed nothing. */
async function expectRefused(send: () => Promise<{ statusCode: number; json: () => unknown }>, status: number, code: string) {
  const before = await snapshotTables(t.db);
  const response = await send();
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ code, message: expect.any(String) });
  expect(await snapshotTables(t.db)).toEqual(before);
  return response.json() as { code: string; message: string };
}

describe('GET /api/staff/structure', () => {
  it('lists the year groups and classes with their pupils, and the active teachers', async () => {
    const structure = (await (await office()).get(structurePaths.structure)).json();
    expect(structure.yearGroups).toEqual(
      expect.arrayContaining([
        { id: expect.any(Number), name: '6e', classCount: 1, closedClassCount: 0, pupilCount: 2 },
        { id: expect.any(Number), name: '3e', classCount: 1, closedClassCount: 0, pupilCount: 1 },
      ]),
    );
    expect(structure.classes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: t.school.classes.class6A, name: '6A', yearGroupName: '6e', pupilCount: 2, teachingGroupCount: 6 }),
        expect.objectContaining({ id: t.school.classes.class3B, name: '3B', yearGroupName: '3e', pupilCount: 1, teachingGroupCount: 5 }),
      ]),
    );
    expect(structure.teachers).toContainEqual({ id: t.school.teachers.bernard, name: 'Paul Bernard' });
  });

  it('is the office’s only: a teacher gets 403', async () => {
    expect((await (await t.as('teacher')).get(structurePaths.structure)).statusCode).toBe(403);
  });
});

describe('year groups', () => {
  it('creates, renames (the pupils’ class_year follows) and audits each change', async () => {
    const client = await office();
    const created = await client.post(structurePaths.yearGroups, { name: '  5e  ' });
    expect(created.statusCode).toBe(200);
    const { id } = created.json();
    expect(created.json()).toEqual({ id, name: '5e' });
    expect((await auditLinesOf(t.db, 'yearGroup'))[0]).toEqual({
      userId: t.school.users.office,
      action: 'create',
      entityId: id,
      childId: null,
      before: null,
      after: { id, name: '5e' },
    });

    const sixth = (await client.get(structurePaths.structure)).json().yearGroups.find((y: { name: string }) => y.name === '6e');
    const renamed = await client.patch(structurePath(structurePaths.yearGroup, sixth.id), { name: 'Sixième' });
    expect(renamed.json()).toEqual({ id: sixth.id, name: 'Sixième' });
    expect(await pupil(t.school.children.lea)).toMatchObject({ class_year: 'Sixième', class_name: '6A' });
    expect(await pupil(t.school.children.noah)).toMatchObject({ class_year: 'Sixième' });
    expect(await pupil(t.school.children.hugo)).toMatchObject({ class_year: '3e' });
    expect((await auditLinesOf(t.db, 'yearGroup'))[0]).toMatchObject({
      action: 'update',
      before: { id: sixth.id, name: '6e' },
      after: { name: 'Sixième' },
    });
    await client.patch(structurePath(structurePaths.yearGroup, sixth.id), { name: '6e' });
    expect(await pupil(t.school.children.lea)).toMatchObject({ class_year: '6e' });
  });

  it('refuses a name already taken, whatever its case, with 409 and changes nothing', async () => {
    const client = await office();
    const refusal = await expectRefused(() => client.post(structurePaths.yearGroups, { name: '3E' }), 409, 'CONFLICT');
    expect(refusal.message).toBe('A year group named 3E already exists');
    const sixth = (await client.get(structurePaths.structure)).json().yearGroups.find((y: { name: string }) => y.name === '6e');
    await expectRefused(() => client.patch(structurePath(structurePaths.yearGroup, sixth.id), { name: '3e' }), 409, 'CONFLICT');
  });

  it('answers one 200 and one 409, never a 500, to two offices saving the same new name at once', async () => {
    const client = await office();
    const answers = await Promise.all([
      client.post(structurePaths.yearGroups, { name: 'Twice' }),
      client.post(structurePaths.yearGroups, { name: 'Twice' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await t.db.selectFrom('year_groups').select('id').where('name', '=', 'Twice').execute()).toHaveLength(1);
    const { id } = answers.find((answer) => answer.statusCode === 200)!.json();
    await client.post(structurePath(structurePaths.yearGroupDelete, id));
  });

  it('refuses bad input with 400, an unknown id with 404, in the caller’s language', async () => {
    const client = await office();
    await expectRefused(() => client.post(structurePaths.yearGroups, { name: '   ' }), 400, 'VALIDATION_ERROR');
    await expectRefused(() => client.post(structurePaths.yearGroups, { name: 'x'.repeat(41) }), 400, 'VALIDATION_ERROR');
    await expectRefused(() => client.post(structurePaths.yearGroups, { name: 'Ok', extra: 1 }), 400, 'VALIDATION_ERROR');
    await expectRefused(() => client.post(structurePaths.yearGroups, { name: 12 }), 400, 'VALIDATION_ERROR');
    await expectRefused(() => client.patch(structurePath(structurePaths.yearGroup, 999999), { name: 'Nowhere' }), 404, 'NOT_FOUND');
    await expectRefused(() => client.post('/api/staff/structure/year-groups/abc/delete'), 400, 'VALIDATION_ERROR');
    const french = await client.inject({
      method: 'POST',
      url: structurePaths.yearGroups,
      payload: { name: '' },
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().message).toContain('Le nom est obligatoire');
  });

  it('deletes an empty year group only: one with classes gets 409', async () => {
    const client = await office();
    const sixth = (await client.get(structurePaths.structure)).json().yearGroups.find((y: { name: string }) => y.name === '6e');
    const refusal = await expectRefused(() => client.post(structurePath(structurePaths.yearGroupDelete, sixth.id)), 409, 'CONFLICT');
    expect(refusal.message).toMatch(/still has classes/);
    const { id } = (await client.post(structurePaths.yearGroups, { name: 'To go' })).json();
    const deleted = await client.post(structurePath(structurePaths.yearGroupDelete, id));
    expect(deleted.json()).toEqual({ success: true });
    expect(await t.db.selectFrom('year_groups').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    expect((await auditLinesOf(t.db, 'yearGroup'))[0]).toMatchObject({
      action: 'delete',
      entityId: id,
      before: { id, name: 'To go' },
      after: null,
    });
    await expectRefused(() => client.post(structurePath(structurePaths.yearGroupDelete, id)), 404, 'NOT_FOUND');
  });
});

describe('classes', () => {
  it('creates a class in a year group, renames it and moves it; the pupils’ texts and default labels follow', async () => {
    const client = await office();
    const { id: yearGroupId } = (await client.post(structurePaths.yearGroups, { name: '4e' })).json();
    const created = await client.post(structurePaths.classes, { name: '4C', yearGroupId });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ id: expect.any(Number), name: '4C', yearGroupId, yearGroupName: '4e' });
    expect((await auditLinesOf(t.db, 'class'))[0]).toMatchObject({ action: 'create', entityId: created.json().id, after: { name: '4C' } });

    // 3B (Hugo's) is renamed 3C: his class_name follows, so does '3B Mathematics'.
    const renamed = await client.patch(structurePath(structurePaths.class, t.school.classes.class3B), { name: '3C' });
    expect(renamed.json()).toMatchObject({ name: '3C', yearGroupName: '3e' });
    expect(await pupil(t.school.children.hugo)).toEqual({ class_id: t.school.classes.class3B, class_name: '3C', class_year: '3e' });
    const labels = await t.db.selectFrom('subjects').select('teaching_group').where('class_id', '=', t.school.classes.class3B).execute();
    expect(labels.map((l) => l.teaching_group)).toContain('3C Mathematics');
    expect(labels.map((l) => l.teaching_group)).not.toContain('3B Mathematics');
    const lessonClasses = await t.db
      .selectFrom('lessons')
      .innerJoin('subjects', 'subjects.id', 'lessons.subject_id')
      .select('lessons.class_title')
      .distinct()
      .where('subjects.class_id', '=', t.school.classes.class3B)
      .execute();
    expect(lessonClasses).toEqual([{ class_title: '3C' }]);

    // Moved to 4e: his class_year follows; the audit line says 'move' with before and after.
    const moved = await client.patch(structurePath(structurePaths.class, t.school.classes.class3B), { yearGroupId });
    expect(moved.json()).toMatchObject({ name: '3C', yearGroupId, yearGroupName: '4e' });
    expect(await pupil(t.school.children.hugo)).toMatchObject({ class_name: '3C', class_year: '4e' });
    expect((await auditLinesOf(t.db, 'class'))[0]).toMatchObject({
      action: 'move',
      before: { name: '3C', yearGroupName: '3e' },
      after: { name: '3C', yearGroupName: '4e' },
    });
    // The family side reads the moved class at once.
    const child = (await (await t.as('parent')).get(apiPaths.child(t.school.children.hugo))).json();
    expect(child).toMatchObject({ class_year: '4e', class_name: '3C' });
    expect(child.subjects.map((s: { teaching_group: string }) => s.teaching_group)).toContain('3C Mathematics');
  });

  it('refuses a taken name (409), an unknown year group (400), an empty change (400), an unknown class (404)', async () => {
    const client = await office();
    const { yearGroups } = (await client.get(structurePaths.structure)).json();
    const any = yearGroups[0].id;
    const taken = await expectRefused(() => client.post(structurePaths.classes, { name: '6a', yearGroupId: any }), 409, 'CONFLICT');
    expect(taken.message).toBe('A class named 6a already exists');
    await expectRefused(() => client.patch(structurePath(structurePaths.class, t.school.classes.class3B), { name: '6A' }), 409, 'CONFLICT');
    await expectRefused(() => client.post(structurePaths.classes, { name: 'New', yearGroupId: 999999 }), 400, 'VALIDATION_ERROR');
    await expectRefused(() => client.post(structurePaths.classes, { name: 'New', yearGroupId: '1' }), 400, 'VALIDATION_ERROR');
    await expectRefused(() => client.patch(structurePath(structurePaths.class, t.school.classes.class6A), {}), 400, 'VALIDATION_ERROR');
    await expectRefused(() => client.patch(structurePath(structurePaths.class, 999999), { name: 'Ghost' }), 404, 'NOT_FOUND');
  });

  it('deletes an empty class only: pupils or teaching groups make it 409', async () => {
    const client = await office();
    const refusal = await expectRefused(
      () => client.post(structurePath(structurePaths.classDelete, t.school.classes.class6A)),
      409,
      'CONFLICT',
    );
    expect(refusal.message).toBe('This class still has 2 pupil(s) and 6 teaching group(s): move or delete them first');
    const { yearGroups } = (await client.get(structurePaths.structure)).json();
    const { id } = (await client.post(structurePaths.classes, { name: 'Empty', yearGroupId: yearGroups[0].id })).json();
    expect((await client.post(structurePath(structurePaths.classDelete, id))).json()).toEqual({ success: true });
    expect((await auditLinesOf(t.db, 'class'))[0]).toMatchObject({ action: 'delete', entityId: id, before: { name: 'Empty' } });
    await expectRefused(() => client.post(structurePath(structurePaths.classDelete, id)), 404, 'NOT_FOUND');
  });
});
