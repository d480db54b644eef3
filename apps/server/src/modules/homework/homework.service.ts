import {
  STUDENT_TASKS_MAX,
  type TChildHomework,
  type TDueNext,
  type THomeworkItem,
  type TLessonNotesDay,
  type TStudentTask,
  type TStudentTaskRequest,
  type TStudentTaskUpdate,
  addDays,
} from '@carnet/contract';
import type { Db } from '../../db/connect';
import { type Actor, isParent } from '../../lib/actor';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import type { StoredFile } from '../../lib/download';
import { assertOwnChild, whereOwnChild } from '../../lib/own-children';
import { readSchoolDays } from '../messages/messaging-settings';
import { homeworkFilesOf, noteFilesOf } from './homework-files';
import {
  type HomeworkRow,
  type SchoolClock,
  homeworkRows,
  kindOf,
  lessonsMissedByChildren,
  missedKey,
  schoolDayOf,
  setOnOf,
  teacherNameOf,
  fileOfGroups,
  windowOf,
} from './homework.repository';

/**
 * The family's side of the cahier de textes (decision 110): a parent reads the homework and lesson notes
 * of their children's teaching groups, a student their own; only the student's account ticks homework
 * and keeps tasks of its own, which nobody else reads. Another family's child answers 404.
 */

/** The teaching groups a child is in, as a subquery (child_subjects' key starts with child_id). */
const groupsOf = (db: Db, childId: number) =>
  db.selectFrom('child_subjects').select('child_subjects.subject_id').where('child_subjects.child_id', '=', childId);

/** The student's own account: a parent, even of this child, is refused (403), another child's id is 404. */
function assertTheStudent(actor: Actor, childId: number): void {
  assertOwnChild(actor, childId);
  if (isParent(actor)) throw forbidden('homework.studentOnly');
}

async function toItems(db: Db, childId: number, rows: readonly HomeworkRow[], timeZone: string): Promise<THomeworkItem[]> {
  return (
    (
      await itemsOfChildren(
        db,
        rows.map((row) => ({ ...row, for_child: childId })),
        timeZone,
      )
    ).get(childId) ?? []
  );
}

/**
 * Homework rows, each for one child (a homework of a group two of a family's children share comes once
 * per child), as each child reads them: their files, the child's tick, missed while away. Three queries
 * whatever the number of children, so the home page's "Due tomorrow" costs the same for one or four.
 */
async function itemsOfChildren(
  db: Db,
  rows: ReadonlyArray<HomeworkRow & { for_child: number }>,
  timeZone: string,
): Promise<Map<number, THomeworkItem[]>> {
  const ids = [...new Set(rows.map((r) => r.id))];
  const childIds = [...new Set(rows.map((r) => r.for_child))];
  const [files, ticks, missed] = await Promise.all([
    homeworkFilesOf(db, ids),
    ids.length === 0
      ? []
      : db
          .selectFrom('homework_ticks')
          .select(['child_id', 'homework_id', 'done_at'])
          .where('child_id', 'in', childIds)
          .where('homework_id', 'in', ids)
          .execute(),
    lessonsMissedByChildren(
      db,
      childIds,
      rows.flatMap((r) => (r.set_in_lesson_id === null ? [] : [r.set_in_lesson_id])),
    ),
  ]);
  const doneAt = new Map(ticks.map((t) => [`${t.child_id}:${t.homework_id}`, t.done_at]));
  const items = new Map<number, THomeworkItem[]>();
  for (const r of rows) {
    const list = items.get(r.for_child) ?? [];
    list.push({
      id: r.id,
      kind: kindOf(r.kind),
      subject: r.subject,
      color: r.color,
      teacherName: teacherNameOf(r),
      text: r.text,
      dueDate: r.due_date,
      dueStartHour: r.due_start_hour,
      minutes: r.minutes,
      files: files.get(r.id) ?? [],
      setOn: setOnOf(r, timeZone),
      changedAt: r.changed_at,
      doneAt: doneAt.get(`${r.for_child}:${r.id}`) ?? null,
      missedWhileAway: r.set_in_lesson_id !== null && missed.has(missedKey(r.for_child, r.set_in_lesson_id)),
    });
    items.set(r.for_child, list);
  }
  return items;
}

/** The homework of a child's groups due between two days: (subject_id, due_date) is the index it walks. */
const homeworkDue = (db: Db, childId: number, from: string, to: string) =>
  homeworkRows(db)
    .where('homework.subject_id', 'in', groupsOf(db, childId))
    .where('homework.due_date', '>=', from)
    .where('homework.due_date', '<=', to)
    .orderBy('homework.due_date')
    .orderBy('due_lesson.start_hour')
    .orderBy('homework.id');

/** The next school day after `today` (weekends and holidays skipped). */
export async function nextSchoolDay(db: Db, today: string): Promise<string> {
  const isSchoolDay = await readSchoolDays(db);
  let day = addDays(today, 1);
  for (let tries = 0; tries < 60 && !isSchoolDay(day); tries++) day = addDays(day, 1);
  return day;
}

const toTask = (row: { id: number; title: string; due_date: string | null; done_at: string | null }): TStudentTask => ({
  id: row.id,
  title: row.title,
  dueDate: row.due_date,
  doneAt: row.done_at,
});

/** A child's homework in a window (bounded), with the student's ticks; the student's own tasks for the student alone. */
export async function getChildHomework(
  db: Db,
  actor: Actor,
  childId: number,
  query: { from?: string | undefined; to?: string | undefined },
  clock: SchoolClock,
): Promise<TChildHomework> {
  assertOwnChild(actor, childId);
  const today = schoolDayOf(clock);
  const { from, to } = windowOf(query, today);
  const rows = await homeworkDue(db, childId, from, to).execute();
  const tasks = isParent(actor)
    ? []
    : await db
        .selectFrom('student_tasks')
        .select(['id', 'title', 'due_date', 'done_at'])
        .where('child_id', '=', childId)
        .where((eb) => eb.or([eb('done_at', 'is', null), eb('done_at', '>=', `${from}T00:00:00.000Z`)]))
        .orderBy('id')
        .execute();
  return {
    from,
    to,
    today,
    nextSchoolDay: await nextSchoolDay(db, today),
    items: await toItems(db, childId, rows, clock.timeZone),
    tasks: tasks.map(toTask),
  };
}

/** Every child's homework due on the next school day: the home page's "Due tomorrow". */
export async function getDueNext(db: Db, actor: Actor, clock: SchoolClock): Promise<TDueNext> {
  const date = await nextSchoolDay(db, schoolDayOf(clock));
  const children = await db
    .selectFrom('children')
    .select(['id', 'first_name'])
    .where((eb) => whereOwnChild(eb, actor, 'id'))
    .where('deactivated_at', 'is', null)
    .orderBy('first_name')
    .orderBy('id')
    .execute();
  // Every child's homework of the day in one read: a row per child and homework of the child's groups.
  const rows =
    children.length === 0
      ? []
      : await homeworkRows(db)
          .innerJoin('child_subjects', 'child_subjects.subject_id', 'homework.subject_id')
          .select('child_subjects.child_id as for_child')
          .where(
            'child_subjects.child_id',
            'in',
            children.map((child) => child.id),
          )
          .where('homework.due_date', '=', date)
          .orderBy('due_lesson.start_hour')
          .orderBy('homework.id')
          .execute();
  const items = await itemsOfChildren(db, rows, clock.timeZone);
  const answer: TDueNext = {
    date,
    children: children.map((child) => ({ childId: child.id, firstName: child.first_name, items: items.get(child.id) ?? [] })),
  };
  return answer;
}

/** The lessons of a child's day with their notes and the homework set in them; those missed while away are said. */
export async function getLessonNotes(
  db: Db,
  actor: Actor,
  childId: number,
  date: string | undefined,
  clock: SchoolClock,
): Promise<TLessonNotesDay> {
  assertOwnChild(actor, childId);
  const day = date ?? schoolDayOf(clock);
  const lessons = await db
    .selectFrom('lessons')
    .innerJoin('subjects', 'subjects.id', 'lessons.subject_id')
    .innerJoin('teachers', 'teachers.id', 'subjects.teacher_id')
    .leftJoin('lesson_notes', 'lesson_notes.lesson_id', 'lessons.id')
    .select([
      'lessons.id',
      'lessons.date',
      'lessons.start_hour',
      'lessons.end_hour',
      'subjects.name as subject',
      'subjects.color',
      'teachers.first_name as teacher_first_name',
      'teachers.last_name as teacher_last_name',
      'lesson_notes.id as note_id',
      'lesson_notes.body',
    ])
    .where('lessons.date', '=', day)
    .where('lessons.subject_id', 'in', groupsOf(db, childId))
    .orderBy('lessons.start_hour')
    .orderBy('lessons.id')
    .execute();
  const lessonIds = lessons.map((l) => l.id);
  const [files, missed, homework] = await Promise.all([
    noteFilesOf(
      db,
      lessons.flatMap((l) => (l.note_id === null ? [] : [l.note_id])),
    ),
    lessonsMissedByChildren(db, [childId], lessonIds),
    lessonIds.length === 0 ? [] : homeworkRows(db).where('homework.set_in_lesson_id', 'in', lessonIds).orderBy('homework.id').execute(),
  ]);
  const items = await toItems(db, childId, homework, clock.timeZone);
  return {
    date: day,
    lessons: lessons.map((l) => ({
      lessonId: l.id,
      date: l.date,
      startHour: l.start_hour,
      endHour: l.end_hour,
      subject: l.subject,
      color: l.color,
      teacherName: teacherNameOf(l),
      body: l.body ?? '',
      files: l.note_id === null ? [] : (files.get(l.note_id) ?? []),
      homework: items.filter((_, index) => homework[index]!.set_in_lesson_id === l.id),
      missedWhileAway: missed.has(missedKey(childId, l.id)),
    })),
  };
}

/** The homework when it is one of the child's groups' (not withdrawn); 404 otherwise. */
async function findChildHomework(db: Db, childId: number, homeworkId: number): Promise<void> {
  const row = await db
    .selectFrom('homework')
    .select('id')
    .where('id', '=', homeworkId)
    .where('withdrawn_at', 'is', null)
    .where('subject_id', 'in', groupsOf(db, childId))
    .executeTakeFirst();
  if (!row) throw notFound('Homework');
}

/** The student ticks a homework done (again: the first tick stays). */
export async function tickHomework(db: Db, actor: Actor, childId: number, homeworkId: number, now: Date): Promise<void> {
  assertTheStudent(actor, childId);
  await findChildHomework(db, childId, homeworkId);
  const existing = await db
    .selectFrom('homework_ticks')
    .select('done_at')
    .where('homework_id', '=', homeworkId)
    .where('child_id', '=', childId)
    .executeTakeFirst();
  if (existing) return;
  await db.insertInto('homework_ticks').values({ homework_id: homeworkId, child_id: childId, done_at: now.toISOString() }).execute();
}

export async function untickHomework(db: Db, actor: Actor, childId: number, homeworkId: number): Promise<void> {
  assertTheStudent(actor, childId);
  await findChildHomework(db, childId, homeworkId);
  await db.deleteFrom('homework_ticks').where('homework_id', '=', homeworkId).where('child_id', '=', childId).execute();
}

/** A task of the student's own; at most STUDENT_TASKS_MAX open ones (409 beyond). */
export async function addStudentTask(db: Db, actor: Actor, childId: number, input: TStudentTaskRequest, now: Date): Promise<TStudentTask> {
  assertTheStudent(actor, childId);
  const open = await db
    .selectFrom('student_tasks')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('child_id', '=', childId)
    .where('done_at', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(open.count) >= STUDENT_TASKS_MAX) throw new AppError('CONFLICT', 'homework.tooManyTasks', { max: STUDENT_TASKS_MAX });
  const row = await db
    .insertInto('student_tasks')
    .values({ child_id: childId, title: input.title, due_date: input.dueDate ?? null, done_at: null, created_at: now.toISOString() })
    .returning(['id', 'title', 'due_date', 'done_at'])
    .executeTakeFirstOrThrow();
  return toTask(row);
}

async function findTask(db: Db, childId: number, taskId: number) {
  const task = await db
    .selectFrom('student_tasks')
    .select(['id', 'done_at'])
    .where('id', '=', taskId)
    .where('child_id', '=', childId)
    .executeTakeFirst();
  if (!task) throw notFound('Student task');
  return task;
}

export async function updateStudentTask(
  db: Db,
  actor: Actor,
  childId: number,
  taskId: number,
  input: TStudentTaskUpdate,
  now: Date,
): Promise<TStudentTask> {
  assertTheStudent(actor, childId);
  const task = await findTask(db, childId, taskId);
  const doneAt = input.done === undefined ? task.done_at : input.done ? (task.done_at ?? now.toISOString()) : null;
  const row = await db
    .updateTable('student_tasks')
    .set({
      ...(input.title === undefined ? {} : { title: input.title }),
      ...(input.dueDate === undefined ? {} : { due_date: input.dueDate }),
      done_at: doneAt,
    })
    .where('id', '=', taskId)
    .returning(['id', 'title', 'due_date', 'done_at'])
    .executeTakeFirstOrThrow();
  return toTask(row);
}

export async function deleteStudentTask(db: Db, actor: Actor, childId: number, taskId: number): Promise<void> {
  assertTheStudent(actor, childId);
  await findTask(db, childId, taskId);
  await db.deleteFrom('student_tasks').where('id', '=', taskId).execute();
}

/** An attachment of a note or (not withdrawn) homework of the child's groups; 404 for any other file. */
export async function findFamilyHomeworkFile(db: Db, actor: Actor, childId: number, fileId: number): Promise<StoredFile> {
  assertOwnChild(actor, childId, 'File');
  const file = await fileOfGroups(db, fileId, groupsOf(db, childId));
  if (!file) throw notFound('File');
  return file;
}
