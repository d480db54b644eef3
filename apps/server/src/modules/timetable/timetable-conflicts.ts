import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/connect';
import { AppError } from '../../lib/app-error';

/**
 * Checking for an overlap and then writing is only safe if no other timetable write runs in between.
 * SQLite runs one write transaction at a time; on PostgreSQL a transaction-scoped advisory lock makes
 * the office's timetable writes take turns (released at commit or rollback).
 */
export async function lockTimetable(trx: Db): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(${TIMETABLE_LOCK})`.execute(trx);
}
const TIMETABLE_LOCK = 1_500_915;

export type PlannedLessons = {
  subjectId: number;
  teacherId: number;
  hallName: string;
  dates: readonly string[];
  startHour: string;
  endHour: string;
  /** The lesson being moved, which cannot clash with itself. */
  exceptLessonId?: number;
};

/**
 * Refuses (409) lessons that would overlap another of the same teaching group, of the same teacher, or in
 * the same room (rooms compared without regard to case), naming the first clash found.
 */
export async function assertNoOverlap(db: Db, planned: PlannedLessons): Promise<void> {
  if (planned.dates.length === 0) return;
  let query = db
    .selectFrom('lessons')
    .innerJoin('subjects', 'subjects.id', 'lessons.subject_id')
    .select([
      'lessons.date',
      'lessons.start_hour',
      'lessons.end_hour',
      'lessons.hall_name',
      'lessons.subject_id',
      'subjects.teacher_id',
      'subjects.name',
    ])
    .where('lessons.date', 'in', [...planned.dates])
    .where('lessons.start_hour', '<', planned.endHour)
    .where('lessons.end_hour', '>', planned.startHour)
    .where((eb) =>
      eb.or([
        eb('lessons.subject_id', '=', planned.subjectId),
        eb('subjects.teacher_id', '=', planned.teacherId),
        eb(eb.fn('lower', ['lessons.hall_name']), '=', planned.hallName.toLowerCase()),
      ]),
    )
    .orderBy('lessons.date')
    .orderBy('lessons.start_hour');
  if (planned.exceptLessonId !== undefined) query = query.where('lessons.id', '<>', planned.exceptLessonId);
  const clash = await query.executeTakeFirst();
  if (!clash) return;
  const when = { date: clash.date, start: clash.start_hour, end: clash.end_hour };
  if (clash.subject_id === planned.subjectId) throw new AppError('CONFLICT', 'timetable.groupOverlap', when);
  if (clash.teacher_id === planned.teacherId) throw new AppError('CONFLICT', 'timetable.teacherOverlap', { ...when, group: clash.name });
  throw new AppError('CONFLICT', 'timetable.roomOverlap', { ...when, hall: clash.hall_name, group: clash.name });
}
