import {
  ABSENT_STATUS,
  HOMEWORK_AHEAD_DAYS,
  HOMEWORK_KINDS,
  HOMEWORK_MAX_SPAN_DAYS,
  HOMEWORK_PAST_DAYS,
  type THomeworkKind,
  addDays,
  homeworkWindowProblem,
  todayIn,
} from '@carnet/contract';
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { badRequest } from '../../lib/app-error';

/** The school's clock for one request: the instant, and the zone that makes it a school day. */
export type SchoolClock = { now: Date; timeZone: string };
export const schoolDayOf = (clock: SchoolClock) => todayIn(clock.timeZone, clock.now);

export const kindOf = (kind: string): THomeworkKind =>
  (HOMEWORK_KINDS as readonly string[]).includes(kind) ? (kind as THomeworkKind) : 'homework';

/**
 * Homework with what every answer shows of it: its group's subject, colour and teacher, the date of the
 * lesson it was set in and the hour of the lesson it is due at. Withdrawn homework is skipped here, once.
 */
export function homeworkRows(db: Db) {
  return db
    .selectFrom('homework')
    .innerJoin('subjects', 'subjects.id', 'homework.subject_id')
    .innerJoin('teachers', 'teachers.id', 'subjects.teacher_id')
    .leftJoin('lessons as set_lesson', 'set_lesson.id', 'homework.set_in_lesson_id')
    .leftJoin('lessons as due_lesson', 'due_lesson.id', 'homework.due_lesson_id')
    .select([
      'homework.id',
      'homework.subject_id',
      'homework.set_in_lesson_id',
      'homework.kind',
      'homework.text',
      'homework.due_date',
      'homework.due_lesson_id',
      'homework.minutes',
      'homework.created_at',
      'homework.changed_at',
      'subjects.name as subject',
      'subjects.color',
      'subjects.archived_at',
      'teachers.first_name as teacher_first_name',
      'teachers.last_name as teacher_last_name',
      'set_lesson.date as set_lesson_date',
      'due_lesson.start_hour as due_start_hour',
    ])
    .where('homework.withdrawn_at', 'is', null);
}

export type HomeworkRow = Awaited<ReturnType<ReturnType<typeof homeworkRows>['execute']>>[number];

/** The day it was set: its lesson's, or the school day it was written on. */
export const setOnOf = (row: Pick<HomeworkRow, 'set_lesson_date' | 'created_at'>, timeZone: string) =>
  row.set_lesson_date ?? todayIn(timeZone, new Date(row.created_at));

export const teacherNameOf = (row: Pick<HomeworkRow, 'teacher_first_name' | 'teacher_last_name'>) =>
  `${row.teacher_first_name} ${row.teacher_last_name}`.trim();

/** The lessons a pupil missed (marked absent in the roll call) among these, as a set of lesson ids. */
/** A pupil's lesson, as the set `lessonsMissedByChildren` answers holds it. */
export const missedKey = (childId: number, lessonId: number) => `${childId}:${lessonId}`;

/** The lessons these children were marked absent from, in one query: each as `missedKey(child, lesson)`. */
export async function lessonsMissedByChildren(db: Db, childIds: readonly number[], lessonIds: readonly number[]): Promise<Set<string>> {
  const ids = [...new Set(lessonIds)];
  if (ids.length === 0 || childIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('registry_entries')
    .select(['child_id', 'lesson_id'])
    .where('lesson_id', 'in', ids)
    .where('child_id', 'in', childIds)
    .where('statut', '=', ABSENT_STATUS)
    .execute();
  return new Set(rows.flatMap((r) => (r.lesson_id === null ? [] : [missedKey(r.child_id, r.lesson_id)])));
}

/**
 * A stored file, if it is an attachment of a lesson note or of (not withdrawn) homework of one of `groups`
 * (a subquery of teaching group ids): the one rule for who may fetch a cahier's file, the family's and the
 * staff's routes each passing the groups their caller reads.
 */
export function fileOfGroups<TB extends keyof Database, C extends string>(
  db: Db,
  fileId: number,
  groups: SelectQueryBuilder<Database, TB, Record<C, number>>,
) {
  return db
    .selectFrom('files')
    .select(['files.name', 'files.media_type', 'files.bytes'])
    .where('files.id', '=', fileId)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('lesson_note_files')
            .innerJoin('lesson_notes', 'lesson_notes.id', 'lesson_note_files.note_id')
            .select('lesson_note_files.file_id')
            .whereRef('lesson_note_files.file_id', '=', 'files.id')
            .where('lesson_notes.subject_id', 'in', groups),
        ),
        eb.exists(
          eb
            .selectFrom('homework_files')
            .innerJoin('homework', 'homework.id', 'homework_files.homework_id')
            .select('homework_files.file_id')
            .whereRef('homework_files.file_id', '=', 'files.id')
            .where('homework.withdrawn_at', 'is', null)
            .where('homework.subject_id', 'in', groups),
        ),
      ]),
    )
    .executeTakeFirst();
}

/** The window asked for, or the default one around today; 400 when reversed or too long. */
export function windowOf(query: { from?: string | undefined; to?: string | undefined }, today: string): { from: string; to: string } {
  const from =
    query.from ?? (query.to ? addDays(query.to, -HOMEWORK_PAST_DAYS - HOMEWORK_AHEAD_DAYS) : addDays(today, -HOMEWORK_PAST_DAYS));
  const to = query.to ?? addDays(query.from ?? today, query.from ? HOMEWORK_PAST_DAYS + HOMEWORK_AHEAD_DAYS : HOMEWORK_AHEAD_DAYS);
  const problem = homeworkWindowProblem(from, to);
  if (problem === 'toBeforeFrom') throw badRequest('homework.toBeforeFrom');
  if (problem === 'tooLong') throw badRequest('homework.tooLong', { days: HOMEWORK_MAX_SPAN_DAYS });
  return { from, to };
}
