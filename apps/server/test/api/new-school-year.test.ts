import { apiPaths, retentionPaths, schoolYearOf, staffCahierPdfPath, zonedInstant } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../../src/modules/family/people.repository';
import { createSubject } from '../../src/modules/timetable/teachers.repository';
import { auditLinesOf } from '../helpers/audit-lines';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { insertLesson, insertNote } from '../helpers/homework-rows';
import { schoolToday } from '../helpers/school-day';
import { snapshotTables } from '../helpers/table-snapshot';

const ZONE = 'Europe/Paris';
/** The year the demo school is in (migration 020 starts there), and the summer day that rolls into the next. */
const startYear = Number(schoolYearOf(schoolToday()).slice(0, 4));
const currentYear = `${startYear}-${startYear + 1}`;
const nextYear = `${startYear + 1}-${startYear + 2}`;
const rollDay = `${startYear + 1}-07-10`;

let t: TestContext;
let clock = new Date(zonedInstant(`${startYear + 1}-06-29`, '10:00', ZONE));

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
});
afterAll(async () => t.close());

describe('the new school year', () => {
  it('before 1 July there is nothing to roll: the school is in its year', async () => {
    const preview = await (await t.as('office')).get(retentionPaths.newSchoolYear);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ schoolYear: currentYear, isDone: true, doneAt: null });
  });

  it('in the summer the office sees what it will do, confirms the year, and the school rolls once: classes, evenings, forms, leavers; family accounts kept', async () => {
    const office = await t.as('office');
    const yearGroup = await t.db.selectFrom('year_groups').select('id').orderBy('id').executeTakeFirstOrThrow();
    const emptyClass = await t.db
      .insertInto('classes')
      .values({ name: 'Last year 6Z', year_group_id: yearGroup.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const noClass = await createChild(t.db, t.school.families.dubois, { firstName: 'Nomad', lastName: 'Dubois' });
    await t.db.updateTable('children').set({ class_id: null }).where('id', '=', noClass).execute();
    // Last year's group of the emptied class, its one pupil now without a class, its cahier written; and
    // next year's group, its pupils not yet placed but its timetable ahead: only the first is archived.
    const bernard = t.school.teachers.bernard;
    const lastYearGroup = await createSubject(t.db, {
      name: 'Mathematics',
      teacherId: bernard,
      teachingGroup: '6Z Mathematics',
      classId: emptyClass.id,
    });
    await t.db.insertInto('child_subjects').values({ child_id: noClass, subject_id: lastYearGroup }).execute();
    const lastLesson = await insertLesson(t.db, lastYearGroup, `${startYear + 1}-06-20`);
    await insertNote(t.db, { id: lastLesson, subjectId: lastYearGroup }, 'Last lesson of the year: **revision**', t.school.users.teacher);
    const nextYearGroup = await createSubject(t.db, { name: 'Mathematics', teacherId: bernard, teachingGroup: '5A Mathematics' });
    await insertLesson(t.db, nextYearGroup, `${startYear + 1}-09-07`);
    const forms = (await t.db.selectFrom('forms').select('id').execute()).length;
    clock = new Date(zonedInstant(rollDay, '10:00', ZONE));
    const evenings = (await t.db.selectFrom('meetings').select('id').where('date', '<', rollDay).execute()).length;

    const preview = await office.get(retentionPaths.newSchoolYear);
    expect(preview.json()).toEqual({
      schoolYear: nextYear,
      isDone: false,
      doneAt: null,
      classesClosed: 1,
      eveningsArchived: evenings,
      formsArchived: forms,
      pupilsLeft: 1,
      cahiersArchived: 1,
      deleted: {},
    });

    const before = await snapshotTables(t.db);
    expect((await office.post(retentionPaths.newSchoolYear, { schoolYear: currentYear })).statusCode).toBe(409);
    expect((await office.post(retentionPaths.newSchoolYear, { schoolYear: '2027' })).statusCode).toBe(400);
    expect((await office.post(retentionPaths.newSchoolYear, {})).statusCode).toBe(400);
    expect((await (await t.as('teacher')).post(retentionPaths.newSchoolYear, { schoolYear: nextYear })).statusCode).toBe(403);
    expect(await snapshotTables(t.db)).toEqual(before);

    const rolled = await office.post(retentionPaths.newSchoolYear, { schoolYear: nextYear });
    expect(rolled.statusCode).toBe(200);
    expect(rolled.json()).toMatchObject({
      schoolYear: nextYear,
      isDone: true,
      classesClosed: 1,
      formsArchived: forms,
      pupilsLeft: 1,
      cahiersArchived: 1,
    });
    const archived = await t.db.selectFrom('subjects').select(['id', 'archived_at']).where('archived_at', 'is not', null).execute();
    expect(archived.map((g) => g.id)).toEqual([lastYearGroup]);
    // Still readable and printable by the office; read-only for its teacher, who no longer prints it.
    const printed = await office.get(staffCahierPdfPath(lastYearGroup));
    expect(printed.statusCode).toBe(200);
    expect(printed.headers['content-type']).toBe('application/pdf');
    expect((await (await t.as('teacher')).get(staffCahierPdfPath(lastYearGroup))).statusCode).toBe(404);
    expect((await (await t.as('teacher')).get(staffCahierPdfPath(nextYearGroup))).statusCode).toBe(200);
    expect(rolled.json().doneAt).toEqual(expect.any(String));

    const closed = await t.db.selectFrom('classes').select(['id', 'closed_at']).where('closed_at', 'is not', null).execute();
    expect(closed.map((c) => c.id)).toEqual([emptyClass.id]);
    const nomad = await t.db
      .selectFrom('children')
      .select(['deactivated_at', 'left_on'])
      .where('id', '=', noClass)
      .executeTakeFirstOrThrow();
    expect(nomad.left_on).toBe(rollDay);
    expect(nomad.deactivated_at).not.toBeNull();
    const lea = await t.db
      .selectFrom('children')
      .select(['deactivated_at', 'left_on'])
      .where('id', '=', t.school.children.lea)
      .executeTakeFirstOrThrow();
    expect(lea).toEqual({ deactivated_at: null, left_on: null });
    const accounts = await t.db
      .selectFrom('users')
      .select('deactivated_at')
      .where('family_id', 'is not', null)
      .where('roles', 'like', '%ROLE_PARENT%')
      .execute();
    expect(accounts.every((a) => a.deactivated_at === null)).toBe(true);
    expect((await t.db.selectFrom('forms').select('id').where('archived_at', 'is', null).execute()).length).toBe(0);
    expect((await t.db.selectFrom('meetings').select('id').where('archived_at', 'is not', null).execute()).length).toBe(evenings);

    const rolls = (await auditLinesOf(t.db, 'schoolYear')).filter((l) => l.action === 'roll');
    expect(rolls).toHaveLength(1);
    expect(rolls[0]?.after).toMatchObject({
      schoolYear: nextYear,
      classesClosed: 1,
      pupilsLeft: 1,
      cahiersArchived: 1,
      leavers: [noClass],
    });
  });

  it('families still see their forms of last year but can no longer answer them', async () => {
    const parent = await t.as('parent');
    const list = await parent.get('/api/form/my');
    expect(list.statusCode).toBe(200);
    const open = (list.json() as Array<{ id: number; completed: boolean }>).find((r) => !r.completed);
    expect(open).toBeDefined();
    const answer = await parent.patch(apiPaths.sendForm(open!.id), { contactInfo: {}, form: {} });
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json()).toEqual({ code: 'CONFLICT', message: 'This form belongs to a past school year: it can no longer be answered' });
  });

  it('running it again rolls nothing more: the preview says done, a second confirmation is refused', async () => {
    const office = await t.as('office');
    const before = await snapshotTables(t.db);
    const again = await office.post(retentionPaths.newSchoolYear, { schoolYear: nextYear });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
    expect(await snapshotTables(t.db)).toEqual(before);
    const preview = await office.get(retentionPaths.newSchoolYear);
    expect(preview.json()).toMatchObject({ schoolYear: nextYear, isDone: true, classesClosed: 1, pupilsLeft: 1, cahiersArchived: 1 });
  });
});
