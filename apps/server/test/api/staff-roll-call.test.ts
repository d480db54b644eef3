import { absenceReasonPath, addDays, apiPaths, registerPath, rollCallPaths, zonedInstant } from '@carnet/contract';
import { DEFAULT_SCHOOL_TIME_ZONE } from '../../src/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { schoolToday } from '../helpers/school-day';
import { snapshotTables } from '../helpers/table-snapshot';

let t: TestContext;
let mathsLesson: number;
let frenchLesson: number;
let yesterdayLesson: number;
const today = schoolToday();

/** A lesson of a teaching group at 08:00 on `date`, as the office's timetable writes one. */
const addLesson = async (subjectId: number, date: string, start = '08:00') =>
  (
    await t.db
      .insertInto('lessons')
      .values({ subject_id: subjectId, date, start_hour: start, end_hour: '09:00', hall_name: 'B12', class_title: '6A' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  t = await buildTestApp();
  // 6A Mathematics is Paul Bernard's (the demo teacher); 6A French is Claire Petit's.
  const groups = await t.db.selectFrom('subjects').select(['id', 'name']).where('id', 'in', t.school.subjects.class6A).execute();
  const maths = groups.find((g) => g.name === 'Mathematics')!.id;
  const french = groups.find((g) => g.name === 'French')!.id;
  mathsLesson = await addLesson(maths, today, '07:00');
  frenchLesson = await addLesson(french, today, '07:00');
  yesterdayLesson = await addLesson(maths, addDays(today, -1), '07:00');
});
afterAll(async () => t.close());

const pupilsOf = async (lessonId: number) =>
  (await (await t.as('teacher')).get(registerPath(lessonId))).json().pupils as { childId: number; firstName: string }[];

describe('the roll call', () => {
  it("lists a teacher's own lessons of the day only; the office sees every lesson", async () => {
    const teacher = (await (await t.as('teacher')).get(rollCallPaths.lessons)).json();
    expect(teacher.date).toBe(today);
    const ids = teacher.lessons.map((l: { id: number }) => l.id);
    expect(ids).toContain(mathsLesson);
    expect(ids).not.toContain(frenchLesson);
    expect(teacher.lessons.find((l: { id: number }) => l.id === mathsLesson)).toMatchObject({
      teacher: 'Paul Bernard',
      takenAt: null,
      pupilCount: 2,
    });
    const office = (await (await t.as('office')).get(`${rollCallPaths.lessons}?date=${today}`)).json();
    expect(office.lessons.map((l: { id: number }) => l.id)).toEqual(expect.arrayContaining([mathsLesson, frenchLesson]));
    expect((await (await t.as('teacher')).get(registerPath(frenchLesson))).statusCode).toBe(404);
    expect((await (await t.as('parent')).get(rollCallPaths.lessons)).statusCode).toBe(403);
  });

  it('takes the register: Léa absent, the family sees the absence at once (its notice waits); audited', async () => {
    const teacher = await t.as('teacher');
    const pupils = await pupilsOf(mathsLesson);
    expect(pupils.map((p) => p.firstName).sort()).toEqual(['Léa', 'Noah']);
    const marks = pupils.map((p) => ({ childId: p.childId, mark: p.childId === t.school.children.lea ? 'absent' : 'present' }));
    const response = await teacher.post(registerPath(mathsLesson), { marks });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ takenBy: 'Paul Bernard', isEditable: true });
    expect(response.json().pupils.find((p: { childId: number }) => p.childId === t.school.children.lea)).toMatchObject({ mark: 'absent' });

    const parent = await t.as('parent');
    const registry = (await parent.get('/api/registry')).json() as { id: number; statut: string; date: string; child: { id: number } }[];
    const absence = registry.find(
      (r) => r.child.id === t.school.children.lea && r.date === zonedInstant(today, '07:00', DEFAULT_SCHOOL_TIME_ZONE),
    );
    expect(absence).toMatchObject({ statut: 'ABSENT', excused: false });
    // The family reads the absence at once; its notice waits the school's delay (register-notices.test.ts).
    const notifications = (await parent.get(apiPaths.notifications)).json() as { subject: string; subjectId: number }[];
    expect(notifications.some((n) => n.subject === 'registry' && n.subjectId === absence!.id)).toBe(false);
    // Noah's family hears nothing: he was present.
    const dubois = (await (await t.as('parent2')).get('/api/registry')).json() as { date: string }[];
    expect(dubois.some((r) => r.date === zonedInstant(today, '07:00', DEFAULT_SCHOOL_TIME_ZONE))).toBe(false);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'register')
      .where('entity_id', '=', mathsLesson)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it('corrects the register the same day: Léa arrived late after all; the correction is audited with before and after', async () => {
    const teacher = await t.as('teacher');
    const pupils = await pupilsOf(mathsLesson);
    const marks = pupils.map((p) =>
      p.childId === t.school.children.lea ? { childId: p.childId, mark: 'late', lateMinutes: 10 } : { childId: p.childId, mark: 'present' },
    );
    expect((await teacher.post(registerPath(mathsLesson), { marks })).statusCode).toBe(200);
    const entries = await t.db.selectFrom('registry_entries').select(['statut', 'child_id']).where('lesson_id', '=', mathsLesson).execute();
    expect(entries).toEqual([{ statut: 'late 10 min', child_id: t.school.children.lea }]);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'register')
      .where('entity_id', '=', mathsLesson)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(JSON.parse(audit[1]!.before!)).toEqual({ [t.school.children.lea]: 'ABSENT' });
    expect(JSON.parse(audit[1]!.after!)).toEqual({ [t.school.children.lea]: 'late 10 min' });
    // Present after all: the entry goes.
    const present = pupils.map((p) => ({ childId: p.childId, mark: 'present' }));
    expect((await teacher.post(registerPath(mathsLesson), { marks: present })).statusCode).toBe(200);
    expect(await t.db.selectFrom('registry_entries').select('id').where('lesson_id', '=', mathsLesson).execute()).toEqual([]);
  });

  it('refuses incomplete or wrong marks, a past lesson for a teacher, and changes nothing', async () => {
    const teacher = await t.as('teacher');
    const pupils = await pupilsOf(mathsLesson);
    const [lea, noah] = pupils.map((p) => p.childId);
    const before = await snapshotTables(t.db);
    const bodies = [
      { marks: [{ childId: lea, mark: 'absent' }] },
      { marks: [...pupils.map((p) => ({ childId: p.childId, mark: 'present' })), { childId: t.school.children.hugo, mark: 'absent' }] },
      {
        marks: [
          { childId: lea, mark: 'late' },
          { childId: noah, mark: 'present' },
        ],
      },
      {
        marks: [
          { childId: lea, mark: 'absent', lateMinutes: 5 },
          { childId: noah, mark: 'present' },
        ],
      },
      {
        marks: [
          { childId: lea, mark: 'absent' },
          { childId: lea, mark: 'present' },
          { childId: noah, mark: 'present' },
        ],
      },
      {
        marks: [
          { childId: lea, mark: 'sick' },
          { childId: noah, mark: 'present' },
        ],
      },
      { marks: [] },
    ];
    for (const body of bodies) {
      const response = await teacher.post(registerPath(mathsLesson), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    const past = await teacher.post(registerPath(yesterdayLesson), { marks: pupils.map((p) => ({ childId: p.childId, mark: 'present' })) });
    expect(past.statusCode).toBe(409);
    expect(past.json()).toEqual({ code: 'CONFLICT', message: 'A register can be taken or corrected on the day of its lesson only' });
    expect((await teacher.get(registerPath(yesterdayLesson))).json().isEditable).toBe(false);
    expect((await teacher.post(registerPath(frenchLesson), { marks: [{ childId: lea, mark: 'present' }] })).statusCode).toBe(404);
    expect((await teacher.post(registerPath(999999), { marks: [{ childId: lea, mark: 'present' }] })).statusCode).toBe(404);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it("gives the office the day's absences per class, and records a reason, audited", async () => {
    const teacher = await t.as('teacher');
    const pupils = await pupilsOf(mathsLesson);
    const marks = pupils.map((p) => ({ childId: p.childId, mark: p.childId === t.school.children.lea ? 'absent' : 'present' }));
    await teacher.post(registerPath(mathsLesson), { marks });
    const office = await t.as('office');
    const day = (await office.get(`${rollCallPaths.absences}?date=${today}`)).json();
    const sixA = day.classes.find((c: { className: string }) => c.className === '6A');
    const lea = sixA.absences.find(
      (a: { childId: number; startHour: string }) => a.childId === t.school.children.lea && a.startHour === '07:00',
    );
    expect(lea).toMatchObject({ firstName: 'Léa', statut: 'ABSENT', subject: 'Mathematics', excused: false, reason: '' });
    expect((await office.post(absenceReasonPath(lea.id), { reason: "Doctor's certificate", excused: true })).statusCode).toBe(200);
    const again = (await office.get(`${rollCallPaths.absences}?date=${today}`)).json();
    const updated = again.classes.flatMap((c: { absences: { id: number }[] }) => c.absences).find((a: { id: number }) => a.id === lea.id);
    expect(updated).toMatchObject({ reason: "Doctor's certificate", excused: true });
    const registry = (await (await t.as('parent')).get('/api/registry')).json() as { id: number; excused: boolean }[];
    expect(registry.find((r) => r.id === lea.id)?.excused).toBe(true);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'absence').where('entity_id', '=', lea.id).execute();
    expect(audit).toHaveLength(1);
    expect((await teacher.get(rollCallPaths.absences)).statusCode).toBe(403);
    expect((await office.post(absenceReasonPath(999999), { reason: 'x', excused: false })).statusCode).toBe(404);
  });
});
