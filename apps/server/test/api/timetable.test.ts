import { addDays, apiPaths, schoolWeekStart, type TTimetable } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishTimetableChange } from '../../src/modules/timetable/timetable.publish';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { schoolToday } from '../helpers/school-day';
import { worded } from '../helpers/notice-texts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const timetableOf = async (account: 'parent' | 'student' | 'parent2', childId: number, weekOffset: number): Promise<TTimetable> => {
  const response = await (await t.as(account)).get(apiPaths.timetable(childId, weekOffset));
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('GET /api/timetable/:childId/:weekOffset', () => {
  it("answers this week of Léa's lessons as five lists, Monday to Friday, sorted by start", async () => {
    const week = await timetableOf('parent', t.school.children.lea, 0);
    const monday = schoolWeekStart(schoolToday());
    expect(week.weekStart).toBe(monday);
    expect(week.lessons.map((day) => day.length)).toEqual([7, 7, 4, 7, 7]);
    week.lessons.forEach((day, index) => {
      expect(day.every((lesson) => lesson.date === addDays(monday, index) && lesson.day_of_week === index + 1)).toBe(true);
      expect(day.map((lesson) => lesson.start_hour)).toEqual(day.map((lesson) => lesson.start_hour).sort());
      expect(day.every((lesson) => lesson.start_hour >= '08:00' && lesson.end_hour <= '16:00')).toBe(true);
    });
    expect(week.lessons[0]![0]).toMatchObject({
      start_hour: '08:00',
      end_hour: '09:00',
      color: '#3b82f6',
      matiere_titrecourt: 'MATHS',
      matiere_titre: 'Mathematics',
      groupName: '6A Mathematics',
      hallName: 'B12',
      teacherShortName: 'P. Bernard',
      classe_titre: '6A',
    });
    expect(week.lessons.flat().some((lesson) => lesson.start_hour === '12:00')).toBe(false);
  });

  it('answers next week with other dates, and the published hall change on its Tuesday', async () => {
    const [now, next] = [await timetableOf('student', t.school.children.lea, 0), await timetableOf('student', t.school.children.lea, 1)];
    expect(next.weekStart).toBe(addDays(now.weekStart, 7));
    const dates = (week: TTimetable) => new Set(week.lessons.flat().map((lesson) => lesson.date));
    expect([...dates(next)].some((date) => dates(now).has(date))).toBe(false);
    expect(next.lessons[1]![0]).toMatchObject({ date: addDays(next.weekStart, 1), start_hour: '08:00', hallName: 'C21' });
    expect(now.lessons[1]![0]!.hallName).not.toBe('C21');
  });

  it("answers Hugo's 3B lessons, and Noah the same 6A lessons as Léa", async () => {
    const hugo = await timetableOf('parent', t.school.children.hugo, 0);
    expect(hugo.lessons.flat().every((lesson) => lesson.classe_titre === '3B')).toBe(true);
    expect(hugo.lessons.flat().map((lesson) => lesson.matiere_titre)).toContain('Physics-Chemistry');
    const [noah, lea] = [await timetableOf('parent2', t.school.children.noah, -1), await timetableOf('parent', t.school.children.lea, -1)];
    expect(noah.lessons.flat().map((lesson) => lesson.id)).toEqual(lea.lessons.flat().map((lesson) => lesson.id));
  });

  it('answers five empty lists for a week without lessons, and accepts the extreme offsets', async () => {
    expect((await timetableOf('parent', t.school.children.lea, 20)).lessons).toEqual([[], [], [], [], []]);
    for (const offset of [-104, 104]) {
      const week = await timetableOf('parent', t.school.children.lea, offset);
      expect(week.weekStart).toBe(schoolWeekStart(schoolToday(), offset));
    }
  });

  it("answers 404 for another family's child, the student's brother and an unknown id", async () => {
    const cases: Array<['parent' | 'student' | 'parent2', number]> = [
      ['parent2', t.school.children.lea],
      ['parent', t.school.children.noah],
      ['student', t.school.children.hugo],
      ['parent', 2_000_000],
    ];
    for (const [account, childId] of cases) {
      const response = await (await t.as(account)).get(apiPaths.timetable(childId, 0));
      expect(response.statusCode, `${account} ${childId}`).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('answers 400 for a week offset out of range or not an integer, and for a bad child id', async () => {
    const parent = await t.as('parent');
    const lea = t.school.children.lea;
    for (const url of [
      ...['abc', '1.5', '105', '-105', '0x1', '1e1', '%20', '+1'].map((offset) => `/api/timetable/${lea}/${offset}`),
      '/api/timetable/abc/0',
      '/api/timetable/0/0',
    ]) {
      const response = await parent.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('answers 401 without a token', async () => {
    expect((await t.anonymous.get(apiPaths.timetable(t.school.children.lea, 0))).statusCode).toBe(401);
  });
});

describe('the published timetable change', () => {
  it("told Léa's family and Noah's (same class), unseen, pointing at the lesson", async () => {
    const rows = await t.db
      .selectFrom('notifications')
      .select(['user_id', 'subject_id', 'link', 'seen'])
      .where('subject', '=', 'timetable')
      .execute();
    const { parent, student, parent2 } = t.school.users;
    const { lea, noah } = t.school.children;
    expect(rows.map((r) => [r.user_id, r.link]).sort()).toEqual(
      [
        [parent, String(lea)],
        [student, String(lea)],
        [parent2, String(noah)],
      ].sort(),
    );
    expect(rows.every((r) => Number(r.seen) === 0)).toBe(true);
    const lesson = await t.db.selectFrom('lessons').select('hall_name').where('id', '=', rows[0]!.subject_id!).executeTakeFirstOrThrow();
    expect(lesson.hall_name).toBe('C21');
  });
});

describe('publishTimetableChange', () => {
  it("moves a 3B lesson and tells only Hugo's family", async () => {
    const monday = schoolWeekStart(schoolToday(), 2);
    const lesson = await t.db
      .selectFrom('lessons')
      .select('id')
      .where('class_title', '=', '3B')
      .where('date', '=', monday)
      .where('start_hour', '=', '09:00')
      .executeTakeFirstOrThrow();
    await publishTimetableChange(t.db, { lessonId: lesson.id, startHour: '14:00', endHour: '15:00' });
    const told = worded(
      await t.db
        .selectFrom('notifications')
        .select(['user_id', 'link', 'kind', 'params'])
        .where('subject', '=', 'timetable')
        .where('subject_id', '=', lesson.id)
        .execute(),
    );
    expect(told).toEqual([
      { user_id: t.school.users.parent, link: String(t.school.children.hugo), content: expect.stringContaining('now starts at 14:00') },
    ]);
    const week = await timetableOf('parent', t.school.children.hugo, 2);
    expect(week.lessons[0]!.find((l) => l.id === lesson.id)).toMatchObject({ start_hour: '14:00', end_hour: '15:00' });
  });

  it('changes nothing and tells nobody for an unknown lesson', async () => {
    const before = (await t.db.selectFrom('notifications').select('id').execute()).length;
    await expect(publishTimetableChange(t.db, { lessonId: 2_000_000, hallName: 'Z1' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await t.db.selectFrom('notifications').select('id').execute()).length).toBe(before);
  });
});
