import {
  addDays,
  childHomeworkPath,
  childLessonNotesPath,
  homeworkDonePath,
  homeworkFilePath,
  homeworkPaths,
  staffCahierPath,
  staffHomeworkItemPath,
  staffHomeworkPaths,
  staffLessonNotePath,
  staffWorkloadPath,
  studentTaskPath,
  studentTasksPath,
} from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../helpers/build-test-app';
import { nothingWritten, pdfUpload } from './messages-fixtures';
import { buildHomeworkApp, lessonDays } from './homework-fixtures';

/**
 * The cahier de textes (decision 110): who writes and reads what, the rules of setting, editing and
 * withdrawing homework, the workload's warnings, the student's ticks and tasks, and missed while away.
 */
let t: TestContext;
let setDay: (date: string, time?: string) => void;
let today: () => string;
beforeAll(async () => {
  ({ t, setDay, today } = await buildHomeworkApp());
});
afterAll(async () => t.close());

const maths3B = () => t.school.subjects.class3B[0]!;
const maths6A = () => t.school.subjects.class6A[0]!;
const pe6A = () => t.school.subjects.class6A[5]!;
const expectNothingWritten = (request: Parameters<typeof nothingWritten>[1], status: number) => nothingWritten(t, request, status);
const errorOf = (answer: { json: () => object }) => answer.json() as { code: string; message: string };
type Item = { id: number; doneAt: string | null; missedWhileAway: boolean; changedAt: string | null; text: string };

/** Paul Bernard sets homework for a group due at one of its lessons after today; answers the saved answer. */
async function bernardSets(groupId: number, dayIndex: number, extra: Record<string, unknown> = {}) {
  const days = await lessonDays(t, groupId, addDays(today(), 1));
  const due = days[dayIndex]!;
  const teacher = await t.as('teacher');
  const response = await teacher.post(staffHomeworkPaths.create, {
    groupId,
    kind: 'homework',
    text: 'Exercises 4 and 5 page 32',
    due: { kind: 'lesson', lessonId: due.id },
    minutes: 30,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { saved: response.json(), due };
}

describe('who sets homework and who reads it', () => {
  it('lets Paul Bernard set homework for 3B; the Martins read it under Hugo, the Duboises get 404 on Hugo', async () => {
    const { saved, due } = await bernardSets(maths3B(), 1, { text: 'Fractions: exercises 1 to 3' });
    expect(saved.homework).toMatchObject({
      groupId: maths3B(),
      dueDate: due.date,
      dueLessonId: due.id,
      minutes: 30,
      isEditable: true,
      doneCount: 0,
    });
    expect(saved.homework.pupilsCount).toBeGreaterThan(0);
    const martin = await t.as('parent');
    const read = await martin.get(childHomeworkPath(t.school.children.hugo));
    expect(read.statusCode, read.body).toBe(200);
    const item = read.json().items.find((i: Item) => i.id === saved.homework.id);
    expect(item).toMatchObject({
      subject: 'Mathematics',
      teacherName: 'Paul Bernard',
      dueDate: due.date,
      dueStartHour: due.start_hour,
      doneAt: null,
      missedWhileAway: false,
    });
    expect(read.json().tasks).toEqual([]);
    const dubois = await t.as('parent2');
    const refused = await dubois.get(childHomeworkPath(t.school.children.hugo));
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('Fractions');
    // Léa's account is not Hugo's either.
    expect((await (await t.as('student')).get(childHomeworkPath(t.school.children.hugo))).statusCode).toBe(404);
    // A window is bounded: reversed or longer than 62 days is 400.
    const hugo = t.school.children.hugo;
    expect((await martin.get(`${childHomeworkPath(hugo)}?from=${today()}&to=${addDays(today(), -1)}`)).statusCode).toBe(400);
    const tooLong = await martin.get(`${childHomeworkPath(hugo)}?from=${today()}&to=${addDays(today(), 62)}`);
    expect(tooLong.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'A period spans at most 62 days' });
    // Nor is it in Léa's (6A) homework.
    const lea = (await martin.get(childHomeworkPath(t.school.children.lea))).json();
    expect(lea.items.map((i: Item) => i.id)).not.toContain(saved.homework.id);
  });

  it("refuses another teacher's group (404), the office's writing (403) and an archived group (409), writing nothing", async () => {
    const [due] = await lessonDays(t, maths3B(), addDays(today(), 1));
    const body = { groupId: maths3B(), kind: 'homework', text: 'Not his', due: { kind: 'lesson', lessonId: due!.id }, minutes: 10 };
    const girard = await t.as('teacher2');
    const notHis = await expectNothingWritten(() => girard.post(staffHomeworkPaths.create, body), 404);
    expect(errorOf(notHis).code).toBe('NOT_FOUND');
    expect((await girard.get(staffCahierPath(maths3B()))).statusCode).toBe(404);
    expect((await girard.get(`${staffWorkloadPath(maths3B())}?date=${due!.date}`)).statusCode).toBe(404);
    expect((await girard.put(staffLessonNotePath(due!.id), { body: 'Not his' })).statusCode).toBe(404);
    const groups = (await girard.get(staffHomeworkPaths.groups)).json().groups;
    expect(groups.map((g: { id: number }) => g.id)).toEqual([pe6A()]);
    const office = await t.as('office');
    const officeRefused = await expectNothingWritten(() => office.post(staffHomeworkPaths.create, body), 403);
    expect(errorOf(officeRefused)).toEqual({
      code: 'FORBIDDEN',
      message: 'The teacher of the group writes its lesson notes and homework; the office reads them',
    });
    expect((await office.get(staffCahierPath(maths3B()))).statusCode).toBe(200);
    await t.db.updateTable('subjects').set({ archived_at: new Date().toISOString() }).where('id', '=', maths3B()).execute();
    try {
      const teacher = await t.as('teacher');
      const archived = await expectNothingWritten(() => teacher.post(staffHomeworkPaths.create, body), 409);
      expect(errorOf(archived).code).toBe('CONFLICT');
      await expectNothingWritten(() => teacher.put(staffLessonNotePath(due!.id), { body: 'Too late' }), 409);
      // Still read by the office, listed with the archived groups only when asked.
      expect((await office.get(staffCahierPath(maths3B()))).statusCode).toBe(200);
      expect((await office.get(staffHomeworkPaths.groups)).json().groups.map((g: { id: number }) => g.id)).not.toContain(maths3B());
      expect((await office.get(`${staffHomeworkPaths.groups}?archived=true`)).json().groups.map((g: { id: number }) => g.id)).toContain(
        maths3B(),
      );
    } finally {
      await t.db.updateTable('subjects').set({ archived_at: null }).where('id', '=', maths3B()).execute();
    }
  });

  it('refuses a due day not after the day it is set, and a lesson of another group (400, nothing written)', async () => {
    const teacher = await t.as('teacher');
    const [first, second] = await lessonDays(t, maths3B(), addDays(today(), 1));
    const notLater = await expectNothingWritten(
      () =>
        teacher.post(staffHomeworkPaths.create, {
          groupId: maths3B(),
          setInLessonId: second!.id,
          kind: 'homework',
          text: 'Backwards',
          due: { kind: 'lesson', lessonId: first!.id },
          minutes: 10,
        }),
      400,
    );
    expect(errorOf(notLater).code).toBe('VALIDATION_ERROR');
    await expectNothingWritten(
      () =>
        teacher.post(staffHomeworkPaths.create, {
          groupId: maths3B(),
          kind: 'homework',
          text: 'Today',
          due: { kind: 'date', date: today() },
          minutes: 10,
        }),
      400,
    );
    const [lesson6A] = await lessonDays(t, maths6A(), addDays(today(), 1));
    const otherGroup = await expectNothingWritten(
      () =>
        teacher.post(staffHomeworkPaths.create, {
          groupId: maths3B(),
          kind: 'homework',
          text: 'Wrong group',
          due: { kind: 'lesson', lessonId: lesson6A!.id },
          minutes: 10,
        }),
      400,
    );
    expect(errorOf(otherGroup).message).toBe('The lesson is not one of this teaching group');
    await expectNothingWritten(
      () =>
        teacher.post(staffHomeworkPaths.create, {
          groupId: maths3B(),
          kind: 'homework',
          text: '',
          due: { kind: 'date', date: addDays(today(), 3) },
          minutes: 10,
        }),
      400,
    );
    await expectNothingWritten(
      () =>
        teacher.post(staffHomeworkPaths.create, {
          groupId: maths3B(),
          kind: 'homework',
          text: 'A page',
          due: { kind: 'date', date: addDays(today(), 3) },
          minutes: 10,
          files: [{ name: 'page.html', contents: `data:text/html;base64,${Buffer.from('<html>hi</html>').toString('base64')}` }],
        }),
      415,
    );
    // 10 MB at most, by the bytes: a PDF one byte over is refused (413) before anything is written.
    const [lesson] = await lessonDays(t, maths3B(), addDays(today(), 1));
    const tooLarge = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 - 8, 32)]);
    const big = await expectNothingWritten(
      () =>
        teacher.put(staffLessonNotePath(lesson!.id), {
          body: 'Big',
          files: [{ name: 'big.pdf', contents: `data:application/pdf;base64,${tooLarge.toString('base64')}` }],
        }),
      413,
    );
    expect(errorOf(big).code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('editing and withdrawing until it is due', () => {
  it('edits (changedAt set) and withdraws before the due day, answers 409 from the due day on, and reads skip the withdrawn', async () => {
    const { saved, due } = await bernardSets(maths3B(), 2);
    const teacher = await t.as('teacher');
    const id = saved.homework.id as number;
    const edited = await teacher.patch(staffHomeworkItemPath(id), { text: 'Exercises 4, 5 and 6', minutes: 45 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().homework).toMatchObject({ text: 'Exercises 4, 5 and 6', minutes: 45, changedAt: expect.any(String) });
    const martin = await t.as('parent');
    const item = (await martin.get(childHomeworkPath(t.school.children.hugo))).json().items.find((i: Item) => i.id === id);
    expect(item.changedAt).not.toBeNull();

    const realToday = today();
    setDay(due.date, '08:00');
    try {
      const late = await expectNothingWritten(() => teacher.patch(staffHomeworkItemPath(id), { text: 'Too late' }), 409);
      expect(errorOf(late).message).toBe('This homework is already due: it can no longer be changed or withdrawn');
      await expectNothingWritten(() => teacher.delete(staffHomeworkItemPath(id)), 409);
    } finally {
      setDay(realToday);
    }
    const other = await bernardSets(maths3B(), 2, { text: 'To withdraw' });
    expect((await teacher.delete(staffHomeworkItemPath(other.saved.homework.id))).statusCode).toBe(200);
    const after = (await martin.get(childHomeworkPath(t.school.children.hugo))).json().items.map((i: Item) => i.id);
    expect(after).toContain(id);
    expect(after).not.toContain(other.saved.homework.id);
    const row = await t.db
      .selectFrom('homework')
      .select('withdrawn_at')
      .where('id', '=', other.saved.homework.id)
      .executeTakeFirstOrThrow();
    expect(row.withdrawn_at).not.toBeNull();
    // Girard cannot touch it (404), nothing written.
    await expectNothingWritten(async () => (await t.as('teacher2')).patch(staffHomeworkItemPath(id), { text: 'Mine' }), 404);
  });
});

describe('the workload', () => {
  it('warns (overTests) at a second test on one day with one test a day, and still saves it', async () => {
    const office = await t.as('office');
    const limits = await office.put(staffHomeworkPaths.limits, { testsPerDay: 1, minutesPerDay: [] });
    expect(limits.statusCode, limits.body).toBe(200);
    expect(limits.json().testsPerDay).toBe(1);
    // Far enough ahead that the demo's homework is not there.
    const days = await lessonDays(t, maths3B(), addDays(today(), 14));
    const first = await bernardSets(maths3B(), 0, { kind: 'test', minutes: 0, due: { kind: 'lesson', lessonId: days[0]!.id } });
    expect(first.saved.warnings).toEqual([]);
    const second = await bernardSets(maths3B(), 0, { kind: 'test', minutes: 0, due: { kind: 'date', date: days[0]!.date } });
    expect(second.saved.warnings).toEqual(['overTests']);
    expect(second.saved.workload).toMatchObject({ date: days[0]!.date, tests: 2, isOverTests: true });
    expect(await t.db.selectFrom('homework').select('id').where('id', '=', second.saved.homework.id).executeTakeFirst()).toBeDefined();
    const load = (await (await t.as('teacher')).get(`${staffWorkloadPath(maths3B())}?date=${days[0]!.date}`)).json();
    expect(load.days).toHaveLength(5);
    expect(load.days[2]).toMatchObject({ date: days[0]!.date, tests: 2, isOverTests: true });
    // Minutes over the year group's limit warn too.
    const minutes = await bernardSets(maths3B(), 0, { minutes: 90, due: { kind: 'date', date: days[1]!.date } });
    expect(minutes.saved.warnings).toEqual(['overMinutes']);
  });

  it("refuses the limits to a teacher (403) and the office's bad limits (400)", async () => {
    const teacher = await t.as('teacher');
    expect((await teacher.get(staffHomeworkPaths.limits)).statusCode).toBe(403);
    const office = await t.as('office');
    await expectNothingWritten(() => office.put(staffHomeworkPaths.limits, { testsPerDay: 99, minutesPerDay: [] }), 400);
    await expectNothingWritten(
      () => office.put(staffHomeworkPaths.limits, { testsPerDay: 1, minutesPerDay: [{ yearGroupId: 999999, minutes: 10 }] }),
      400,
    );
  });
});

describe("the student's ticks and own tasks", () => {
  it('lets Léa tick homework done: her parent sees the tick, the teacher a count; a parent may not tick (403)', async () => {
    const { saved } = await bernardSets(maths6A(), 1, { text: 'Times tables' });
    const id = saved.homework.id as number;
    const student = await t.as('student');
    const lea = t.school.children.lea;
    expect((await student.put(homeworkDonePath(lea, id))).statusCode).toBe(200);
    const parentView = (await (await t.as('parent')).get(childHomeworkPath(lea))).json().items.find((i: Item) => i.id === id);
    expect(parentView.doneAt).toEqual(expect.any(String));
    const cahier = (await (await t.as('teacher')).get(staffCahierPath(maths6A()))).json();
    expect(cahier.homework.find((h: { id: number }) => h.id === id)).toMatchObject({ doneCount: 1 });
    expect(JSON.stringify(cahier)).not.toContain('Léa');
    const parent = await t.as('parent');
    const refused = await expectNothingWritten(() => parent.delete(homeworkDonePath(lea, id)), 403);
    expect(errorOf(refused).code).toBe('FORBIDDEN');
    await expectNothingWritten(async () => (await t.as('parent2')).put(homeworkDonePath(lea, id)), 404);
    // Hugo's homework is not Léa's to tick.
    const hugo = await bernardSets(maths3B(), 1);
    await expectNothingWritten(() => student.put(homeworkDonePath(lea, hugo.saved.homework.id)), 404);
    expect((await student.delete(homeworkDonePath(lea, id))).statusCode).toBe(200);
  });

  it("keeps the student's tasks the student's alone: the parent never sees them and may not write them", async () => {
    const student = await t.as('student');
    const lea = t.school.children.lea;
    const created = await student.post(studentTasksPath(lea), { title: 'Buy a compass', dueDate: addDays(today(), 2) });
    expect(created.statusCode, created.body).toBe(200);
    const task = created.json();
    expect((await student.get(childHomeworkPath(lea))).json().tasks).toContainEqual(task);
    const parent = await t.as('parent');
    const parentView = await parent.get(childHomeworkPath(lea));
    expect(parentView.json().tasks).toEqual([]);
    expect(parentView.body).not.toContain('Buy a compass');
    await expectNothingWritten(() => parent.post(studentTasksPath(lea), { title: 'From mum' }), 403);
    await expectNothingWritten(() => parent.patch(studentTaskPath(lea, task.id), { done: true }), 403);
    await expectNothingWritten(() => parent.delete(studentTaskPath(lea, task.id)), 403);
    await expectNothingWritten(async () => (await t.as('parent2')).patch(studentTaskPath(lea, task.id), { done: true }), 404);
    const done = await student.patch(studentTaskPath(lea, task.id), { done: true });
    expect(done.json().doneAt).toEqual(expect.any(String));
    expect((await student.delete(studentTaskPath(lea, task.id))).statusCode).toBe(200);
    await expectNothingWritten(() => student.delete(studentTaskPath(lea, task.id)), 404);
  });
});

describe('lesson notes and missed while away', () => {
  it("shows a lesson's note, its file and the homework set in it, marked missed while away for a pupil absent from it", async () => {
    const [lesson] = await lessonDays(t, maths3B(), addDays(today(), -10));
    const teacher = await t.as('teacher');
    const note = await teacher.put(staffLessonNotePath(lesson!.id), { body: 'We saw **fractions**.', files: [pdfUpload('fractions.pdf')] });
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json().note).toMatchObject({ body: 'We saw **fractions**.', authorName: 'Paul Bernard' });
    const fileId = note.json().note.files[0].id as number;
    const set = await teacher.post(staffHomeworkPaths.create, {
      groupId: maths3B(),
      setInLessonId: lesson!.id,
      kind: 'homework',
      text: 'Fractions sheet',
      due: { kind: 'date', date: addDays(today(), 5) },
      minutes: 20,
    });
    expect(set.statusCode, set.body).toBe(200);
    const hugo = t.school.children.hugo;
    await t.db
      .insertInto('registry_entries')
      .values({
        child_id: hugo,
        date: `${lesson!.date}T08:00:00.000Z`,
        statut: 'ABSENT',
        excused: 0,
        subject_id: maths3B(),
        certificate_file_id: null,
        lesson_id: lesson!.id,
      })
      .execute();
    const martin = await t.as('parent');
    const day = (await martin.get(`${childLessonNotesPath(hugo)}?date=${lesson!.date}`)).json();
    const entry = day.lessons.find((l: { lessonId: number }) => l.lessonId === lesson!.id);
    expect(entry).toMatchObject({ body: 'We saw **fractions**.', missedWhileAway: true, subject: 'Mathematics' });
    expect(entry.homework.map((h: Item) => h.id)).toEqual([set.json().homework.id]);
    expect(entry.homework[0].missedWhileAway).toBe(true);
    const list = (await martin.get(childHomeworkPath(hugo))).json().items.find((i: Item) => i.id === set.json().homework.id);
    expect(list).toMatchObject({ missedWhileAway: true, setOn: lesson!.date });
    // The file: to the Martins through Hugo, not through Léa, never to the Duboises.
    expect((await martin.get(homeworkFilePath(hugo, fileId))).statusCode).toBe(200);
    expect((await martin.get(homeworkFilePath(t.school.children.lea, fileId))).statusCode).toBe(404);
    expect((await (await t.as('parent2')).get(homeworkFilePath(hugo, fileId))).statusCode).toBe(404);
    expect((await (await t.as('teacher2')).get(staffHomeworkPaths.file.replace(':fileId', String(fileId)))).statusCode).toBe(404);
    // Rewriting without keeping the file removes it.
    const rewritten = await teacher.put(staffLessonNotePath(lesson!.id), { body: 'Fractions, part 2', keepFileIds: [] });
    expect(rewritten.json().note.files).toEqual([]);
    expect((await martin.get(homeworkFilePath(hugo, fileId))).statusCode).toBe(404);
  });
});

describe('the audit log', () => {
  it('has a line for each write of the cahier: the note, the homework set, changed and withdrawn', async () => {
    const set = await bernardSets(maths3B(), 3, { text: 'Audited homework' });
    const id = set.saved.homework.id;
    const teacher = await t.as('teacher');
    expect((await teacher.patch(staffHomeworkItemPath(id), { minutes: 25 })).statusCode).toBe(200);
    expect((await teacher.delete(staffHomeworkItemPath(id))).statusCode).toBe(200);
    const lines = await t.db
      .selectFrom('audit_log')
      .select(['action', 'user_id'])
      .where('entity', '=', 'homework')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();
    expect(lines).toEqual(['create', 'update', 'withdraw'].map((action) => ({ action, user_id: t.school.users.teacher })));

    const [lesson] = await lessonDays(t, maths3B(), addDays(today(), 1));
    expect((await teacher.put(staffLessonNotePath(lesson!.id), { body: 'First' })).statusCode).toBe(200);
    expect((await teacher.put(staffLessonNotePath(lesson!.id), { body: 'Second' })).statusCode).toBe(200);
    const note = await t.db.selectFrom('lesson_notes').select('id').where('lesson_id', '=', lesson!.id).executeTakeFirstOrThrow();
    const notes = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'lessonNote')
      .where('entity_id', '=', note.id)
      .orderBy('id')
      .execute();
    expect(notes.map((line) => line.action)).toEqual(['create', 'update']);
    expect(JSON.parse(notes[1]!.before!)).toMatchObject({ body: 'First' });
    expect(JSON.parse(notes[1]!.after!)).toMatchObject({ body: 'Second' });
  });
});

describe('notifications', () => {
  it('tells the group families: plain homework waits for the digest, a test goes at once by e-mail', async () => {
    const plain = await bernardSets(maths3B(), 3, { text: 'Plain one' });
    const test = await bernardSets(maths3B(), 3, { text: 'A test', kind: 'test' });
    const notices = await t.db
      .selectFrom('notifications')
      .select(['user_id', 'subject_id', 'kind', 'emailed_at'])
      .where('subject', '=', 'homework')
      .where('subject_id', 'in', [plain.saved.homework.id, test.saved.homework.id])
      .where('user_id', '=', t.school.users.parent)
      .orderBy('subject_id')
      .execute();
    expect(notices.map((n) => ({ ...n, emailed_at: n.emailed_at !== null }))).toEqual([
      { user_id: t.school.users.parent, subject_id: plain.saved.homework.id, kind: 'homework.new', emailed_at: false },
      { user_id: t.school.users.parent, subject_id: test.saved.homework.id, kind: 'homework.test', emailed_at: true },
    ]);
    // Not the Duboises (Noah is not in 3B).
    const dubois = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('subject', '=', 'homework')
      .where('subject_id', 'in', [plain.saved.homework.id, test.saved.homework.id])
      .where('user_id', '=', t.school.users.parent2)
      .execute();
    expect(dubois).toEqual([]);
    // Worded when read, the due day in the reader's words, not as stored.
    const bell = (await (await t.as('parent')).get('/api/notification')).json() as Array<{ subjectId: number; content: string }>;
    const said = bell.find((n) => n.subjectId === test.saved.homework.id)?.content;
    expect(said).toMatch(/^Test announced in Mathematics on \d{2} [A-Z][a-z]+ \d{4}$/);
  });

  it('tells of a change at once when it is due within two days, and not when it is further ahead', async () => {
    const days = await lessonDays(t, maths3B(), addDays(today(), 1));
    const soon = days.find((d) => d.date <= addDays(today(), 2))!;
    const far = days.find((d) => d.date > addDays(today(), 4))!;
    const near = await bernardSets(maths3B(), 0, { due: { kind: 'lesson', lessonId: soon.id } });
    const later = await bernardSets(maths3B(), 0, { due: { kind: 'lesson', lessonId: far.id } });
    const teacher = await t.as('teacher');
    expect((await teacher.patch(staffHomeworkItemPath(near.saved.homework.id), { minutes: 5 })).statusCode).toBe(200);
    expect((await teacher.patch(staffHomeworkItemPath(later.saved.homework.id), { minutes: 5 })).statusCode).toBe(200);
    expect((await teacher.delete(staffHomeworkItemPath(near.saved.homework.id))).statusCode).toBe(200);
    const kinds = await t.db
      .selectFrom('notifications')
      .select(['subject_id', 'kind', 'emailed_at'])
      .where('subject', '=', 'homework')
      .where('user_id', '=', t.school.users.parent)
      .where('kind', 'in', ['homework.changed', 'homework.withdrawn'])
      .where('subject_id', 'in', [near.saved.homework.id, later.saved.homework.id])
      .orderBy('id')
      .execute();
    expect(kinds.map((n) => ({ ...n, emailed_at: n.emailed_at !== null }))).toEqual([
      { subject_id: near.saved.homework.id, kind: 'homework.changed', emailed_at: true },
      { subject_id: near.saved.homework.id, kind: 'homework.withdrawn', emailed_at: true },
    ]);
  });
});

describe("the student's account is told too, and the office reads a class's week", () => {
  it("tells Léa's own account of 6A homework, and the office's class week counts it, as the teacher may not read", async () => {
    const { saved } = await bernardSets(maths6A(), 2, { text: 'Told to Léa', minutes: 25 });
    const told = await t.db
      .selectFrom('notifications')
      .select('user_id')
      .where('subject', '=', 'homework')
      .where('subject_id', '=', saved.homework.id)
      .execute();
    expect(told.map((n) => n.user_id)).toEqual(
      expect.arrayContaining([t.school.users.student, t.school.users.parent, t.school.users.parent2]),
    );
    const office = await t.as('office');
    const classWeek = staffHomeworkPaths.classWeek.replace(':classId', String(t.school.classes.class6A));
    const week = await office.get(`${classWeek}?monday=${saved.homework.dueDate}`);
    expect(week.statusCode, week.body).toBe(200);
    const day = week.json().days.find((d: { date: string }) => d.date === saved.homework.dueDate);
    expect(day.items.map((i: { id: number }) => i.id)).toContain(saved.homework.id);
    expect(day.minutes).toBeGreaterThanOrEqual(25);
    expect((await (await t.as('teacher')).get(classWeek)).statusCode).toBe(403);
    expect((await office.get(staffHomeworkPaths.classWeek.replace(':classId', '999999'))).statusCode).toBe(404);
  });
});

describe('due next', () => {
  it("lists every child's homework due on the next school day", async () => {
    const martin = await t.as('parent');
    const answer = (await martin.get(homeworkPaths.dueNext)).json();
    expect(answer.children.map((c: { childId: number }) => c.childId).sort()).toEqual(
      [t.school.children.hugo, t.school.children.lea].sort(),
    );
    for (const child of answer.children) for (const item of child.items) expect(item.dueDate).toBe(answer.date);
    // Each child's list is what the child's own homework page says of that day: their groups' only, their ticks.
    for (const child of answer.children as Array<{ childId: number; items: Item[] }>) {
      const own = (await martin.get(`${childHomeworkPath(child.childId)}?from=${answer.date}&to=${answer.date}`)).json();
      expect(child.items).toEqual(own.items);
      expect(child.items.length).toBeGreaterThan(0);
    }
    const lea = (answer.children as Array<{ childId: number; items: Item[] }>).find((c) => c.childId === t.school.children.lea)!;
    expect(lea.items.some((item) => item.doneAt !== null)).toBe(true);
  });
});
