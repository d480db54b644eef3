import { calendarPaths, mondayOf, schoolWeekStart } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { schoolToday } from '../helpers/school-day';
import { snapshotTables } from '../helpers/table-snapshot';
import { worded } from '../helpers/notice-texts';

let t: TestContext;
let math6A: number;
let french6A: number;
let math3B: number;
beforeAll(async () => {
  t = await buildTestApp();
  [math6A, french6A] = t.school.subjects.class6A as [number, number];
  [math3B] = t.school.subjects.class3B as [number];
  // A term of this file's own, years ahead: no demo lesson, and the holidays around it are known.
  await t.db
    .insertInto('school_terms')
    .values({ school_year: '2030-2031', name: 'Autumn term', start_date: '2030-09-02', end_date: '2030-12-20' })
    .execute();
});
afterAll(async () => t.close());

const series = (overrides: Record<string, unknown> = {}) => ({
  subjectId: math6A,
  weekday: 1,
  startHour: '09:00',
  endHour: '10:00',
  hallName: 'A1',
  from: '2030-09-02',
  to: '2030-09-29',
  pattern: 'every',
  ...overrides,
});
const lessonsOf = (subjectId: number, from: string, to: string) =>
  t.db
    .selectFrom('lessons')
    .selectAll()
    .where('subject_id', '=', subjectId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .execute();
const lastAudit = async () => t.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('lesson series', () => {
  it('creates the lessons of every matching school day, tells each account of the group’s families once, and audits it', async () => {
    const office = await t.as('office');
    const created = await office.post(calendarPaths.series, series());
    expect(created.statusCode).toBe(200);
    expect(created.json().dates).toEqual(['2030-09-02', '2030-09-09', '2030-09-16', '2030-09-23']);
    const rows = await lessonsOf(math6A, '2030-09-01', '2030-09-30');
    expect(rows.map((r) => [r.date, r.start_hour, r.end_hour, r.hall_name, r.class_title, r.series_id])).toEqual(
      created.json().dates.map((date: string) => [date, '09:00', '10:00', 'A1', '6A', created.json().seriesId]),
    );
    // 6A: the Martin and Dubois parents and Léa's own account, one notification each.
    const notes = worded(
      await t.db.selectFrom('notifications').selectAll().where('subject', '=', 'timetable').where('subject_id', '=', rows[0]!.id).execute(),
    );
    expect(notes.map((n) => n.user_id).sort()).toEqual([t.school.users.parent, t.school.users.student, t.school.users.parent2].sort());
    expect(notes[0]?.content).toBe(
      'New lessons: Mathematics on Mondays, 09:00-10:00, hall A1, from 02 September 2030 to 23 September 2030',
    );
    expect(await lastAudit()).toMatchObject({
      action: 'publish',
      entity: 'lessonSeries',
      entity_id: created.json().seriesId,
      user_id: t.school.users.office,
    });

    const week = await office.get(`${calendarPaths.lessons}?subjectId=${math6A}&week=2030-09-11`);
    expect(week.json()).toEqual({
      weekStart: '2030-09-09',
      lessons: [
        {
          id: rows[1]!.id,
          subjectId: math6A,
          date: '2030-09-09',
          startHour: '09:00',
          endHour: '10:00',
          hallName: 'A1',
          classTitle: '6A',
          seriesId: created.json().seriesId,
        },
      ],
    });
  });

  it('follows week A and week B from the range’s first week, and skips the holidays', async () => {
    const office = await t.as('office');
    const a = await office.post(
      calendarPaths.series,
      series({ weekday: 2, pattern: 'weekA', from: '2030-12-03', to: '2031-01-31', startHour: '13:00', endHour: '14:00' }),
    );
    // 2030-12-03 week A, 12-17 week A; after 12-20 the term ends: holidays.
    expect(a.json().dates).toEqual(['2030-12-03', '2030-12-17']);
    const b = await office.post(
      calendarPaths.series,
      series({ weekday: 2, pattern: 'weekB', from: '2030-12-03', to: '2030-12-20', startHour: '13:00', endHour: '14:00' }),
    );
    expect(b.json().dates).toEqual(['2030-12-10']);
  });

  it('refuses overlaps with the same group, the same teacher or the same room: 409 with a clear message, nothing written', async () => {
    const office = await t.as('office');
    await office.post(
      calendarPaths.series,
      series({ from: '2030-10-07', to: '2030-10-07', startHour: '10:00', endHour: '11:00', hallName: 'B7' }),
    );
    const before = await snapshotTables(t.db);
    const clash = async (body: Record<string, unknown>) => {
      const response = await office.post(calendarPaths.series, series({ from: '2030-10-01', to: '2030-10-31', ...body }));
      expect(response.statusCode, JSON.stringify(body)).toBe(409);
      return response.json();
    };
    expect(await clash({ startHour: '10:30', endHour: '11:30', hallName: 'Z9' })).toEqual({
      code: 'CONFLICT',
      message: 'This teaching group already has a lesson on 2030-10-07 from 10:00 to 11:00',
    });
    // Paul Bernard teaches 6A and 3B Mathematics.
    expect((await clash({ subjectId: math3B, startHour: '10:30', endHour: '11:30', hallName: 'Z9' })).message).toBe(
      'The teacher already teaches Mathematics on 2030-10-07 from 10:00 to 11:00',
    );
    expect((await clash({ subjectId: french6A, startHour: '09:30', endHour: '10:30', hallName: 'b7' })).message).toBe(
      'Room B7 is taken on 2030-10-07 from 10:00 to 11:00 by Mathematics',
    );
    expect(await snapshotTables(t.db)).toEqual(before);
    // Back to back is no overlap.
    expect(
      (
        await office.post(
          calendarPaths.series,
          series({ subjectId: french6A, from: '2030-10-07', to: '2030-10-07', startHour: '11:00', endHour: '12:00', hallName: 'B7' }),
        )
      ).statusCode,
    ).toBe(200);
  });

  it('refuses bad series with 400 and writes nothing', async () => {
    const office = await t.as('office');
    const before = await snapshotTables(t.db);
    const bad = [
      series({ endHour: '09:00' }),
      series({ startHour: '9:00' }),
      series({ weekday: 6 }),
      series({ from: '2030-09-29', to: '2030-09-02' }),
      series({ from: '2030-09-02', to: '2031-12-31' }),
      series({ from: '2030-12-23', to: '2030-12-31' }),
      series({ subjectId: 999999 }),
      series({ pattern: 'weekC' }),
      series({ hallName: '  ' }),
      { ...series(), teacherId: 1 },
    ];
    for (const body of bad) {
      const response = await office.post(calendarPaths.series, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    expect((await office.get(`${calendarPaths.lessons}?subjectId=999999&week=2030-09-02`)).statusCode).toBe(404);
    expect((await office.get(`${calendarPaths.lessons}?subjectId=${math6A}&week=soon`)).statusCode).toBe(400);
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});

describe('one lesson', () => {
  it('moves a lesson with today’s timetable change notification, refuses a clash, and cancels one', async () => {
    const office = await t.as('office');
    const { dates } = (
      await office.post(calendarPaths.series, series({ weekday: 3, from: '2030-11-04', to: '2030-11-15', hallName: 'C1' }))
    ).json();
    const [first, second] = await lessonsOf(math6A, dates[0], dates[1]);
    const notesOf = async (lessonId: number) =>
      worded(
        await t.db.selectFrom('notifications').selectAll().where('subject', '=', 'timetable').where('subject_id', '=', lessonId).execute(),
      );
    const before = (await notesOf(first!.id)).length;

    const moved = await office.patch(calendarPaths.lesson(first!.id), { startHour: '14:00', endHour: '15:00', hallName: 'C2' });
    expect(moved.json()).toMatchObject({ id: first!.id, date: '2030-11-06', startHour: '14:00', endHour: '15:00', hallName: 'C2' });
    const changeNotes = (await notesOf(first!.id)).slice(before);
    // As publishTimetableChange does today: one per pupil for each follower (Léa: parent and herself; Noah: his parent).
    expect(changeNotes).toHaveLength(3);
    expect(changeNotes[0]?.content).toBe(
      'Timetable change: Mathematics on 06 November 2030 now starts at 14:00, now ends at 15:00, now in hall C2',
    );
    expect(await lastAudit()).toMatchObject({ action: 'update', entity: 'lesson', entity_id: first!.id });

    const snapshot = await snapshotTables(t.db);
    const clash = await office.patch(calendarPaths.lesson(first!.id), { date: second!.date, startHour: '09:30', endHour: '10:30' });
    expect(clash.statusCode).toBe(409);
    expect((await office.patch(calendarPaths.lesson(first!.id), { endHour: '13:00' })).statusCode).toBe(400);
    expect((await office.patch(calendarPaths.lesson(first!.id), {})).statusCode).toBe(400);
    expect((await office.patch(calendarPaths.lesson(first!.id), { date: '2030-11-09' })).json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Lessons are from Monday to Friday: 2030-11-09 is a weekend day',
    });
    expect((await office.patch(calendarPaths.lesson(999999), { hallName: 'X' })).statusCode).toBe(404);
    expect(await snapshotTables(t.db)).toEqual(snapshot);

    expect((await office.post(calendarPaths.cancelLesson(second!.id))).statusCode).toBe(200);
    expect(await lessonsOf(math6A, second!.date, second!.date)).toEqual([]);
    const cancelled = worded(await t.db.selectFrom('notifications').selectAll().where('kind', '=', 'timetable.lessonCancelled').execute());
    expect(cancelled.map((n) => n.content)).toContain('Timetable change: Mathematics on 13 November 2030 at 09:00 is cancelled');
    expect(await lastAudit()).toMatchObject({ action: 'withdraw', entity: 'lesson', entity_id: second!.id });
    expect((await office.post(calendarPaths.cancelLesson(second!.id))).statusCode).toBe(404);
  });

  it('deletes a series’ lessons after today and keeps the past ones', async () => {
    const office = await t.as('office');
    const today = schoolToday();
    // A series from last week to the week after next: the office's own, on the demo's current term calendar.
    const created = await office.post(
      calendarPaths.series,
      series({
        weekday: 5,
        from: mondayOf(today, -1),
        to: schoolWeekStart(today, 2),
        startHour: '16:00',
        endHour: '17:00',
        hallName: 'Series hall',
      }),
    );
    if (created.statusCode !== 200) return expect(created.json().message).toContain('No school day'); // a holiday fortnight
    const { seriesId, dates } = created.json() as { seriesId: number; dates: string[] };
    const future = dates.filter((d) => d > today);
    const deleted = await office.post(calendarPaths.deleteFutureOfSeries(seriesId));
    expect(deleted.json()).toEqual({ deleted: future.length });
    const left = await t.db.selectFrom('lessons').select('date').where('series_id', '=', seriesId).orderBy('date').execute();
    expect(left.map((l) => l.date)).toEqual(dates.filter((d) => d <= today));
    expect((await office.post(calendarPaths.deleteFutureOfSeries(seriesId))).json()).toEqual({ deleted: 0 });
    expect((await office.post(calendarPaths.deleteFutureOfSeries(999999))).statusCode).toBe(404);
  });

  it('is the office’s only', async () => {
    const teacher = await t.as('teacher');
    const before = await snapshotTables(t.db);
    expect((await teacher.post(calendarPaths.series, series())).statusCode).toBe(403);
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});

describe('notifications of a new series', () => {
  it('tell a family with two pupils in the group once per account, and not a deactivated pupil’s family', async () => {
    // Hugo joins 6A Mathematics beside his sister Léa; Noah leaves the school.
    await t.db.insertInto('child_subjects').values({ child_id: t.school.children.hugo, subject_id: math6A }).execute();
    await t.db.updateTable('children').set({ deactivated_at: new Date().toISOString() }).where('id', '=', t.school.children.noah).execute();
    const office = await t.as('office');
    const created = await office.post(calendarPaths.series, series({ weekday: 4, from: '2030-12-12', to: '2030-12-12', hallName: 'N1' }));
    const [lesson] = await lessonsOf(math6A, '2030-12-12', '2030-12-12');
    const notes = await t.db
      .selectFrom('notifications')
      .select('user_id')
      .where('subject', '=', 'timetable')
      .where('subject_id', '=', lesson!.id)
      .execute();
    expect(created.statusCode).toBe(200);
    expect(notes.map((n) => n.user_id).sort()).toEqual([t.school.users.parent, t.school.users.student].sort());
  });
});
