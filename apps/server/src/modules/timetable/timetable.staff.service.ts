import {
  addDays,
  isoWeekday,
  MAX_SERIES_DAYS,
  mondayOf,
  seriesDates,
  type TLessonChange,
  type TLessonSeriesCreated,
  type TLessonSeriesInput,
  type TLessonsWeek,
  type TStaffLesson,
} from '@carnet/contract';
import type { Db } from '../../db/connect';
import type { Actor } from '../../lib/actor';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import { assertNoOverlap, lockTimetable } from './timetable-conflicts';
import { publishLessonSeries, publishLessonsCancelled, publishTimetableChange } from './timetable.publish';

/** A teaching group with what the timetable needs: its teacher (overlaps) and its class (the lessons' class title). */
async function findGroup(db: Db, subjectId: number) {
  return db
    .selectFrom('subjects')
    .leftJoin('classes', 'classes.id', 'subjects.class_id')
    .select(['subjects.id', 'subjects.name', 'subjects.teacher_id', 'subjects.teaching_group', 'classes.name as class_name'])
    .where('subjects.id', '=', subjectId)
    .executeTakeFirst();
}

const lessonColumns = ['id', 'subject_id', 'date', 'start_hour', 'end_hour', 'hall_name', 'class_title', 'series_id'] as const;
type LessonRow = {
  id: number;
  subject_id: number;
  date: string;
  start_hour: string;
  end_hour: string;
  hall_name: string;
  class_title: string;
  series_id: number | null;
};
const toLesson = (row: LessonRow): TStaffLesson => ({
  id: row.id,
  subjectId: row.subject_id,
  date: row.date,
  startHour: row.start_hour,
  endHour: row.end_hour,
  hallName: row.hall_name,
  classTitle: row.class_title,
  seriesId: row.series_id,
});

/** A teaching group's lessons of the week holding `week` (Monday to Sunday), in time order. */
export async function listGroupLessons(db: Db, subjectId: number, week: string): Promise<TLessonsWeek> {
  if (!(await findGroup(db, subjectId))) throw new AppError('NOT_FOUND', 'timetable.unknownGroup');
  const weekStart = mondayOf(week);
  const rows = await db
    .selectFrom('lessons')
    .select([...lessonColumns])
    .where('subject_id', '=', subjectId)
    .where('date', '>=', weekStart)
    .where('date', '<=', addDays(weekStart, 6))
    .orderBy('date')
    .orderBy('start_hour')
    .orderBy('id')
    .execute();
  return { weekStart, lessons: rows.map(toLesson) };
}

/** School days are Monday to Friday inside a school term; before the office enters any term, every week counts. */
async function keepSchoolDays(db: Db, dates: string[]): Promise<string[]> {
  if (dates.length === 0) return dates;
  const terms = await db.selectFrom('school_terms').select(['start_date', 'end_date']).execute();
  if (terms.length === 0) return dates;
  return dates.filter((date) => terms.some((term) => term.start_date <= date && date <= term.end_date));
}

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/**
 * Creates the lessons of a teaching group on one weekday over a range of dates and a week pattern,
 * refusing any overlap, and tells the group's families, with the audit line, in one transaction.
 */
export async function createLessonSeries(db: Db, actor: Actor, input: TLessonSeriesInput): Promise<TLessonSeriesCreated> {
  if (input.endHour <= input.startHour) throw badRequest('timetable.endBeforeStart');
  if (input.to < input.from) throw badRequest('timetable.rangeReversed');
  if (daysBetween(input.from, input.to) >= MAX_SERIES_DAYS) throw badRequest('timetable.rangeTooLong', { days: MAX_SERIES_DAYS });
  return inTransaction(db, async (trx) => {
    const group = await findGroup(trx, input.subjectId);
    if (!group) throw badRequest('timetable.unknownGroup');
    const dates = await keepSchoolDays(trx, seriesDates(input));
    if (dates.length === 0) throw badRequest('timetable.noSchoolDay');
    await lockTimetable(trx);
    await assertNoOverlap(trx, { ...input, teacherId: group.teacher_id, dates });
    const seriesId = await publishLessonSeries(
      trx,
      { ...input, classTitle: group.class_name ?? group.teaching_group, dates },
      {
        kind: 'timetable.newLessons',
        params: {
          subject: group.name,
          weekday: { weekday: input.weekday },
          start: input.startHour,
          end: input.endHour,
          hall: input.hallName,
          from: { date: dates[0] ?? input.from },
          to: { date: dates.at(-1) ?? input.to },
        },
      },
    );
    await recordAudit(trx, actor, {
      action: 'publish',
      entity: 'lessonSeries',
      entityId: seriesId,
      after: { ...input, group: group.name, dates },
    });
    return { seriesId, dates };
  });
}

async function findLesson(db: Db, id: number): Promise<TStaffLesson> {
  const row = await db
    .selectFrom('lessons')
    .select([...lessonColumns])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Lesson');
  return toLesson(row);
}

/** Moves one lesson (date, times, room), refusing overlaps; families get today's 'timetable' change notification. */
export async function changeLesson(db: Db, actor: Actor, id: number, change: TLessonChange): Promise<TStaffLesson> {
  if (Object.values(change).every((value) => value === undefined)) throw badRequest('timetable.nothingToChange');
  return inTransaction(db, async (trx) => {
    const before = await findLesson(trx, id);
    const after = { ...before, ...Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) } as TStaffLesson;
    if (after.endHour <= after.startHour) throw badRequest('timetable.endBeforeStart');
    if (isoWeekday(after.date) > 5) throw badRequest('timetable.weekend', { date: after.date });
    const group = await findGroup(trx, before.subjectId);
    if (!group) throw notFound('Lesson');
    await lockTimetable(trx);
    await assertNoOverlap(trx, { ...after, teacherId: group.teacher_id, dates: [after.date], exceptLessonId: id });
    await publishTimetableChange(trx, { lessonId: id, ...change });
    await recordAudit(trx, actor, { action: 'update', entity: 'lesson', entityId: id, before, after });
    return after;
  });
}

/** Cancels one lesson: it goes from the timetable and the group's families are told. */
export async function cancelLesson(db: Db, actor: Actor, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const lesson = await findLesson(trx, id);
    const group = await findGroup(trx, lesson.subjectId);
    const notice = {
      kind: 'timetable.lessonCancelled',
      params: { subject: group?.name ?? '', day: { date: lesson.date }, time: lesson.startHour },
    } as const;
    await publishLessonsCancelled(trx, { subjectId: lesson.subjectId, lessonIds: [id], notice });
    await recordAudit(trx, actor, { action: 'withdraw', entity: 'lesson', entityId: id, before: lesson });
  });
}

/**
 * Deletes a series' lessons after today (the past and today's stay as history), telling the group's
 * families once per pupil, with the audit line. A series with nothing left to come deletes nothing.
 */
export async function deleteFutureOfSeries(db: Db, actor: Actor, seriesId: number, today: string): Promise<number> {
  return inTransaction(db, async (trx) => {
    const series = await trx.selectFrom('lesson_series').selectAll().where('id', '=', seriesId).executeTakeFirst();
    if (!series) throw new AppError('NOT_FOUND', 'timetable.seriesNotFound');
    const lessons = await trx
      .selectFrom('lessons')
      .select(['id', 'date'])
      .where('series_id', '=', seriesId)
      .where('date', '>', today)
      .orderBy('date')
      .execute();
    if (lessons.length === 0) return 0;
    const group = await findGroup(trx, series.subject_id);
    const notice = {
      kind: 'timetable.seriesCancelled',
      params: {
        subject: group?.name ?? '',
        weekday: { weekday: series.weekday },
        time: series.start_hour,
        day: { date: lessons[0]?.date ?? today },
      },
    } as const;
    await publishLessonsCancelled(trx, { subjectId: series.subject_id, lessonIds: lessons.map((l) => l.id), notice });
    await recordAudit(trx, actor, {
      action: 'withdraw',
      entity: 'lessonSeries',
      entityId: seriesId,
      before: { group: group?.name, dates: lessons.map((l) => l.date) },
      after: { dates: [] },
    });
    return lessons.length;
  });
}
