import {
  type TClassWeek,
  type TEditHomeworkRequest,
  type THomeworkDue,
  type THomeworkSaved,
  type TLessonNoteRequest,
  type TSetHomeworkRequest,
  type TStaffCahier,
  type TStaffHomework,
  type TStaffHomeworkGroup,
  type TStaffLessonEntry,
  type TWorkload,
  addDays,
  schoolWeekStart,
} from '@carnet/contract';
import type { Db } from '../../db/connect';
import type { Actor } from '../../lib/actor';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { StoredFile } from '../../lib/download';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import { readSchoolDays } from '../messages/messaging-settings';
import { decodeHomeworkFiles, homeworkFilesOf, keptFiles, noteFilesOf, storeFiles } from './homework-files';
import { readHomeworkLimits } from './homework-limits';
import { type HomeworkGroup, assertWritable, findReadableGroup, findWritableGroup, readableGroups } from './homework-reach';
import {
  type HomeworkRow,
  type SchoolClock,
  fileOfGroups,
  homeworkRows,
  kindOf,
  schoolDayOf,
  setOnOf,
  windowOf,
} from './homework.repository';
import { tellOfHomework } from './homework.publish';
import { daysAround, loadOfPupils, pupilsOfGroup } from './workload';

/** The staff side of the cahier de textes (decision 110): a teacher's own groups, the office's reading. */

async function yearGroupOf(db: Db, classId: number | null): Promise<number | null> {
  if (classId === null) return null;
  const row = await db.selectFrom('classes').select('year_group_id').where('id', '=', classId).executeTakeFirst();
  return row?.year_group_id ?? null;
}

async function describeGroups(db: Db, groups: readonly HomeworkGroup[]): Promise<TStaffHomeworkGroup[]> {
  if (groups.length === 0) return [];
  const ids = groups.map((g) => g.id);
  const [counts, classes, teachers] = await Promise.all([
    db
      .selectFrom('child_subjects')
      .innerJoin('children', 'children.id', 'child_subjects.child_id')
      .select(['child_subjects.subject_id', (eb) => eb.fn.countAll<number>().as('pupils')])
      .where('child_subjects.subject_id', 'in', ids)
      .where('children.deactivated_at', 'is', null)
      .groupBy('child_subjects.subject_id')
      .execute(),
    db.selectFrom('classes').select(['id', 'name', 'year_group_id']).execute(),
    db
      .selectFrom('teachers')
      .select(['id', 'first_name', 'last_name'])
      .where('id', 'in', [...new Set(groups.map((g) => g.teacher_id))])
      .execute(),
  ]);
  const pupils = new Map(counts.map((c) => [c.subject_id, Number(c.pupils)]));
  const classOf = new Map(classes.map((c) => [c.id, c]));
  const teacherOf = new Map(teachers.map((t) => [t.id, `${t.first_name} ${t.last_name}`.trim()]));
  return groups.map((g) => {
    const schoolClass = g.class_id === null ? undefined : classOf.get(g.class_id);
    return {
      id: g.id,
      subject: g.name,
      teachingGroup: g.teaching_group,
      className: schoolClass?.name ?? '',
      yearGroupId: schoolClass?.year_group_id ?? null,
      teacherName: teacherOf.get(g.teacher_id) ?? '',
      color: g.color,
      pupilsCount: pupils.get(g.id) ?? 0,
      archivedAt: g.archived_at,
    };
  });
}

/** A teacher's own groups, the office's every one; archived groups only when asked for (`archived=true` adds them). */
export async function listHomeworkGroups(db: Db, actor: Actor, withArchived: boolean): Promise<{ groups: TStaffHomeworkGroup[] }> {
  let query = readableGroups(db, actor).orderBy('subjects.teaching_group').orderBy('subjects.id');
  if (!withArchived) query = query.where('subjects.archived_at', 'is', null);
  return { groups: await describeGroups(db, await query.execute()) };
}

async function toStaffHomework(db: Db, rows: readonly HomeworkRow[], today: string): Promise<TStaffHomework[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const groupIds = [...new Set(rows.map((r) => r.subject_id))];
  const [files, ticks, pupils] = await Promise.all([
    homeworkFilesOf(db, ids),
    db
      .selectFrom('homework_ticks')
      .select(['homework_id', (eb) => eb.fn.countAll<number>().as('done')])
      .where('homework_id', 'in', ids)
      .groupBy('homework_id')
      .execute(),
    db
      .selectFrom('child_subjects')
      .innerJoin('children', 'children.id', 'child_subjects.child_id')
      .select(['child_subjects.subject_id', (eb) => eb.fn.countAll<number>().as('pupils')])
      .where('child_subjects.subject_id', 'in', groupIds)
      .where('children.deactivated_at', 'is', null)
      .groupBy('child_subjects.subject_id')
      .execute(),
  ]);
  const doneOf = new Map(ticks.map((t) => [t.homework_id, Number(t.done)]));
  const pupilsOf = new Map(pupils.map((p) => [p.subject_id, Number(p.pupils)]));
  return rows.map((r) => ({
    id: r.id,
    groupId: r.subject_id,
    kind: kindOf(r.kind),
    text: r.text,
    dueDate: r.due_date,
    dueLessonId: r.due_lesson_id,
    setInLessonId: r.set_in_lesson_id,
    minutes: r.minutes,
    files: files.get(r.id) ?? [],
    createdAt: r.created_at,
    changedAt: r.changed_at,
    doneCount: doneOf.get(r.id) ?? 0,
    pupilsCount: pupilsOf.get(r.subject_id) ?? 0,
    isEditable: today < r.due_date && r.archived_at === null,
  }));
}

async function lessonEntries(
  db: Db,
  lessons: ReadonlyArray<{ id: number; date: string; start_hour: string; end_hour: string; hall_name: string }>,
) {
  const ids = lessons.map((l) => l.id);
  const notes =
    ids.length === 0
      ? []
      : await db
          .selectFrom('lesson_notes')
          .innerJoin('users', 'users.id', 'lesson_notes.author_id')
          .select([
            'lesson_notes.id',
            'lesson_notes.lesson_id',
            'lesson_notes.body',
            'lesson_notes.updated_at',
            'users.first_name',
            'users.last_name',
          ])
          .where('lesson_notes.lesson_id', 'in', ids)
          .execute();
  const files = await noteFilesOf(
    db,
    notes.map((n) => n.id),
  );
  const noteOf = new Map(notes.map((n) => [n.lesson_id, n]));
  return lessons.map((l): TStaffLessonEntry => {
    const note = noteOf.get(l.id);
    return {
      lessonId: l.id,
      date: l.date,
      startHour: l.start_hour,
      endHour: l.end_hour,
      hallName: l.hall_name,
      note: note
        ? {
            body: note.body,
            files: files.get(note.id) ?? [],
            updatedAt: note.updated_at,
            authorName: `${note.first_name} ${note.last_name}`.trim(),
          }
        : null,
    };
  });
}

/** A group's cahier over a window: its lessons with their notes, and its homework due in it. */
export async function getCahier(
  db: Db,
  actor: Actor,
  groupId: number,
  query: { from?: string | undefined; to?: string | undefined },
  clock: SchoolClock,
): Promise<TStaffCahier> {
  const group = await findReadableGroup(db, actor, groupId);
  const today = schoolDayOf(clock);
  const { from, to } = windowOf(query, today);
  const lessons = await db
    .selectFrom('lessons')
    .select(['id', 'date', 'start_hour', 'end_hour', 'hall_name'])
    .where('subject_id', '=', groupId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .orderBy('start_hour')
    .execute();
  const homework = await homeworkRows(db)
    .where('homework.subject_id', '=', groupId)
    .where('homework.due_date', '>=', from)
    .where('homework.due_date', '<=', to)
    .orderBy('homework.due_date')
    .orderBy('homework.id')
    .execute();
  const [described] = await describeGroups(db, [group]);
  return { group: described!, from, to, lessons: await lessonEntries(db, lessons), homework: await toStaffHomework(db, homework, today) };
}

async function workloadOfGroup(db: Db, group: HomeworkGroup, days: readonly string[]) {
  const limits = await readHomeworkLimits(db);
  const minutesPerDay = limits.minutesOf(await yearGroupOf(db, group.class_id));
  const load = await loadOfPupils(db, await pupilsOfGroup(db, group.id), days, { minutesPerDay, testsPerDay: limits.testsPerDay });
  return { minutesPerDay, testsPerDay: limits.testsPerDay, days: load };
}

/** The group's load on a day and the school days around it, across every subject its pupils take. */
export async function getWorkload(db: Db, actor: Actor, groupId: number, date: string): Promise<TWorkload> {
  const group = await findReadableGroup(db, actor, groupId);
  const days = daysAround(date, await readSchoolDays(db));
  return { date, ...(await workloadOfGroup(db, group, days)) };
}

/** The office reads any class's week: its pupils' load from Monday to Friday, every subject. */
export async function getClassWeek(db: Db, classId: number, monday: string | undefined, clock: SchoolClock): Promise<TClassWeek> {
  const schoolClass = await db.selectFrom('classes').select(['id', 'name', 'year_group_id']).where('id', '=', classId).executeTakeFirst();
  if (!schoolClass) throw notFound('Class');
  const start = schoolWeekStart(monday ?? schoolDayOf(clock));
  const days = Array.from({ length: 5 }, (_, i) => addDays(start, i));
  const limits = await readHomeworkLimits(db);
  const minutesPerDay = limits.minutesOf(schoolClass.year_group_id);
  const pupils = await db.selectFrom('children').select('id').where('class_id', '=', classId).where('deactivated_at', 'is', null).execute();
  const load = await loadOfPupils(
    db,
    pupils.map((p) => p.id),
    days,
    { minutesPerDay, testsPerDay: limits.testsPerDay },
  );
  return { classId, className: schoolClass.name, monday: start, minutesPerDay, testsPerDay: limits.testsPerDay, days: load };
}

async function findLesson(db: Db, lessonId: number) {
  return db
    .selectFrom('lessons')
    .select(['id', 'subject_id', 'date', 'start_hour', 'end_hour', 'hall_name'])
    .where('id', '=', lessonId)
    .executeTakeFirst();
}

/** Writes (or rewrites) the note of a lesson of the caller's own group; the files not kept are removed. */
export async function writeLessonNote(
  db: Db,
  actor: Actor,
  lessonId: number,
  input: TLessonNoteRequest,
  clock: SchoolClock,
  options: WriteOptions = AUDITED,
): Promise<TStaffLessonEntry> {
  const lesson = await findLesson(db, lessonId);
  if (!lesson) throw notFound('Lesson');
  await findWritableGroup(db, actor, lesson.subject_id).catch((error: unknown) => {
    // Another teacher's lesson is as unknown as none.
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw notFound('Lesson');
    throw error;
  });
  const files = decodeHomeworkFiles(input.files);
  const at = clock.now.toISOString();
  await inTransaction(db, async (trx) => {
    const existing = await trx.selectFrom('lesson_notes').select('id').where('lesson_id', '=', lessonId).executeTakeFirst();
    const links = existing
      ? (await trx.selectFrom('lesson_note_files').select('file_id').where('note_id', '=', existing.id).execute()).map((r) => r.file_id)
      : [];
    const kept = keptFiles(links, input.keepFileIds, files.length);
    let noteId: number;
    const before = existing
      ? await trx.selectFrom('lesson_notes').select('body').where('id', '=', existing.id).executeTakeFirst()
      : undefined;
    if (existing) {
      noteId = existing.id;
      await trx
        .updateTable('lesson_notes')
        .set({ body: input.body, author_id: actor.userId, updated_at: at })
        .where('id', '=', noteId)
        .execute();
    } else {
      noteId = (
        await trx
          .insertInto('lesson_notes')
          .values({
            lesson_id: lessonId,
            subject_id: lesson.subject_id,
            body: input.body,
            author_id: actor.userId,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
    const dropped = links.filter((id) => !kept.includes(id));
    if (dropped.length > 0) {
      await trx.deleteFrom('lesson_note_files').where('note_id', '=', noteId).where('file_id', 'in', dropped).execute();
      await trx.deleteFrom('files').where('id', 'in', dropped).execute();
    }
    for (const fileId of await storeFiles(trx, files))
      await trx.insertInto('lesson_note_files').values({ note_id: noteId, file_id: fileId }).execute();
    // Each write of the cahier de textes is a staff write, in the audit log like the others (decision 110).
    if (options.isAudited)
      await recordAudit(trx, actor, {
        action: existing ? 'update' : 'create',
        entity: 'lessonNote',
        entityId: noteId,
        before: before ? { lessonId, body: before.body } : null,
        after: { lessonId, body: input.body, files: kept.length + files.length },
      });
  });
  const [entry] = await lessonEntries(db, [lesson]);
  return entry!;
}

/** Where homework is due: a later lesson of the same group, or a later date; checked against the day it is set. */
async function resolveDue(db: Db, groupId: number, due: THomeworkDue, setOn: string, today: string) {
  let dueDate: string;
  let dueLessonId: number | null = null;
  if (due.kind === 'lesson') {
    const lesson = await findLesson(db, due.lessonId);
    if (!lesson || lesson.subject_id !== groupId) throw badRequest('homework.lessonNotOfGroup');
    dueDate = lesson.date;
    dueLessonId = lesson.id;
  } else {
    dueDate = due.date;
  }
  if (dueDate <= setOn || dueDate <= today) throw badRequest('homework.dueNotLater');
  return { dueDate, dueLessonId };
}

async function savedAnswer(db: Db, homeworkId: number, group: HomeworkGroup, clock: SchoolClock): Promise<THomeworkSaved> {
  const today = schoolDayOf(clock);
  const row = await homeworkRows(db).where('homework.id', '=', homeworkId).executeTakeFirstOrThrow();
  const [homework] = await toStaffHomework(db, [row], today);
  const { days } = await workloadOfGroup(db, group, [row.due_date]);
  const workload = days[0]!;
  const warnings: THomeworkSaved['warnings'] = [];
  if (workload.isOverMinutes) warnings.push('overMinutes');
  if (workload.isOverTests) warnings.push('overTests');
  return { homework: homework!, warnings, workload };
}

/** Sets homework for the caller's own group, and tells the group's families (homework.publish.ts). */
/**
 * How a write is recorded: a staff write is in the audit log; the demo school's seed, which writes through
 * these services so its data is what a teacher's would be, is not a person's act and leaves the log empty.
 */
export type WriteOptions = { readonly isAudited: boolean };
const AUDITED: WriteOptions = { isAudited: true };

export async function setHomework(
  db: Db,
  actor: Actor,
  input: TSetHomeworkRequest,
  clock: SchoolClock,
  options: WriteOptions = AUDITED,
): Promise<THomeworkSaved> {
  const group = await findWritableGroup(db, actor, input.groupId);
  const today = schoolDayOf(clock);
  let setOn = today;
  if (input.setInLessonId !== undefined) {
    const lesson = await findLesson(db, input.setInLessonId);
    if (!lesson || lesson.subject_id !== group.id) throw badRequest('homework.lessonNotOfGroup');
    setOn = lesson.date;
  }
  const { dueDate, dueLessonId } = await resolveDue(db, group.id, input.due, setOn, today);
  const files = decodeHomeworkFiles(input.files);
  const id = await inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('homework')
      .values({
        subject_id: group.id,
        set_in_lesson_id: input.setInLessonId ?? null,
        kind: input.kind,
        text: input.text,
        due_date: dueDate,
        due_lesson_id: dueLessonId,
        minutes: input.minutes,
        author_id: actor.userId,
        created_at: clock.now.toISOString(),
        changed_at: null,
        withdrawn_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const fileId of await storeFiles(trx, files))
      await trx.insertInto('homework_files').values({ homework_id: row.id, file_id: fileId }).execute();
    if (options.isAudited)
      await recordAudit(trx, actor, {
        action: 'create',
        entity: 'homework',
        entityId: row.id,
        after: { groupId: group.id, kind: input.kind, text: input.text, dueDate, minutes: input.minutes, files: files.length },
      });
    await tellOfHomework(
      trx,
      { homeworkId: row.id, groupId: group.id, subject: group.name, kind: input.kind, dueDate, event: 'new' },
      today,
    );
    return row.id;
  });
  return savedAnswer(db, id, group, clock);
}

/** The homework when the caller may change it: their own group's, not archived, not yet due (409 after). */
async function findEditable(db: Db, actor: Actor, homeworkId: number, today: string) {
  const row = await db
    .selectFrom('homework')
    .select(['id', 'subject_id', 'due_date', 'set_in_lesson_id', 'created_at', 'kind', 'text', 'minutes'])
    .where('id', '=', homeworkId)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('Homework');
  const group = await readableGroups(db, actor).where('subjects.id', '=', row.subject_id).executeTakeFirst();
  if (!group) throw notFound('Homework');
  assertWritable(actor, group);
  if (row.due_date <= today) throw new AppError('CONFLICT', 'homework.alreadyDue');
  return { row, group };
}

/** Edits homework until it is due; families hear of it at once when it is due within HOMEWORK_CHANGE_NOTICE_DAYS. */
export async function editHomework(
  db: Db,
  actor: Actor,
  homeworkId: number,
  input: TEditHomeworkRequest,
  clock: SchoolClock,
): Promise<THomeworkSaved> {
  const today = schoolDayOf(clock);
  const { row, group } = await findEditable(db, actor, homeworkId, today);
  let due: { dueDate: string; dueLessonId: number | null } | null = null;
  if (input.due) {
    const setLesson = row.set_in_lesson_id === null ? undefined : await findLesson(db, row.set_in_lesson_id);
    const setOn = setLesson?.date ?? setOnOf({ set_lesson_date: null, created_at: row.created_at }, clock.timeZone);
    due = await resolveDue(db, group.id, input.due, setOn, today);
  }
  const files = decodeHomeworkFiles(input.files);
  await inTransaction(db, async (trx) => {
    const links = (await trx.selectFrom('homework_files').select('file_id').where('homework_id', '=', homeworkId).execute()).map(
      (r) => r.file_id,
    );
    const kept = keptFiles(links, input.keepFileIds, files.length);
    await trx
      .updateTable('homework')
      .set({
        ...(input.kind === undefined ? {} : { kind: input.kind }),
        ...(input.text === undefined ? {} : { text: input.text }),
        ...(input.minutes === undefined ? {} : { minutes: input.minutes }),
        ...(due ? { due_date: due.dueDate, due_lesson_id: due.dueLessonId } : {}),
        changed_at: clock.now.toISOString(),
      })
      .where('id', '=', homeworkId)
      .execute();
    const dropped = links.filter((id) => !kept.includes(id));
    if (dropped.length > 0) {
      await trx.deleteFrom('homework_files').where('homework_id', '=', homeworkId).where('file_id', 'in', dropped).execute();
      await trx.deleteFrom('files').where('id', 'in', dropped).execute();
    }
    for (const fileId of await storeFiles(trx, files))
      await trx.insertInto('homework_files').values({ homework_id: homeworkId, file_id: fileId }).execute();
    await recordAudit(trx, actor, {
      action: 'update',
      entity: 'homework',
      entityId: homeworkId,
      before: { kind: row.kind, text: row.text, dueDate: row.due_date, minutes: row.minutes },
      after: {
        kind: input.kind ?? row.kind,
        text: input.text ?? row.text,
        dueDate: due?.dueDate ?? row.due_date,
        minutes: input.minutes ?? row.minutes,
      },
    });
    // Told when the old or the new due day is close: the family may have planned for either.
    const soonest = due && due.dueDate < row.due_date ? due.dueDate : row.due_date;
    await tellOfHomework(
      trx,
      {
        homeworkId,
        groupId: group.id,
        subject: group.name,
        kind: input.kind ?? kindOf(row.kind),
        dueDate: due?.dueDate ?? row.due_date,
        soonest,
        event: 'changed',
      },
      today,
    );
  });
  return savedAnswer(db, homeworkId, group, clock);
}

/** Withdraws homework until it is due: the row stays (the cahier is a record), every read skips it. */
export async function withdrawHomework(db: Db, actor: Actor, homeworkId: number, clock: SchoolClock): Promise<void> {
  const today = schoolDayOf(clock);
  const { row, group } = await findEditable(db, actor, homeworkId, today);
  await inTransaction(db, async (trx) => {
    await trx.updateTable('homework').set({ withdrawn_at: clock.now.toISOString() }).where('id', '=', homeworkId).execute();
    await recordAudit(trx, actor, {
      action: 'withdraw',
      entity: 'homework',
      entityId: homeworkId,
      before: { text: row.text, dueDate: row.due_date },
    });
    await tellOfHomework(
      trx,
      { homeworkId, groupId: group.id, subject: group.name, kind: kindOf(row.kind), dueDate: row.due_date, event: 'withdrawn' },
      today,
    );
  });
}

/** An attachment of a note or (not withdrawn) homework of a group the caller reads; 404 for any other file. */
export async function findStaffHomeworkFile(db: Db, actor: Actor, fileId: number): Promise<StoredFile> {
  const groups = readableGroups(db, actor).clearSelect().select('subjects.id');
  const file = await fileOfGroups(db, fileId, groups);
  if (!file) throw notFound('File');
  return file;
}
