import type { TRollCallLesson } from '@carnet/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { type Actor, isOffice } from '../../lib/actor';
import { taughtGroups } from '../../lib/staff-pupils';

/** The lessons a caller may take the register of: a teacher their own, the office every one. */
export function lessonsQuery(db: Db, actor: Actor) {
  let query = db
    .selectFrom('lessons')
    .innerJoin('subjects', 'subjects.id', 'lessons.subject_id')
    .innerJoin('teachers', 'teachers.id', 'subjects.teacher_id')
    .leftJoin('classes', 'classes.id', 'subjects.class_id')
    .leftJoin('registers', 'registers.lesson_id', 'lessons.id')
    .select((eb) => [
      'lessons.id',
      'lessons.date',
      'lessons.start_hour',
      'lessons.end_hour',
      'lessons.hall_name',
      'lessons.subject_id',
      'subjects.name as subject',
      'subjects.teaching_group',
      'subjects.teacher_id',
      'classes.name as class_name',
      'teachers.first_name as teacher_first_name',
      'teachers.last_name as teacher_last_name',
      'registers.taken_at',
      'registers.taken_by',
      eb
        .selectFrom('child_subjects')
        .innerJoin('children', 'children.id', 'child_subjects.child_id')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('child_subjects.subject_id', '=', 'lessons.subject_id')
        .where('children.deactivated_at', 'is', null)
        .as('pupil_count'),
      eb
        .selectFrom('registry_entries')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('registry_entries.lesson_id', '=', 'lessons.id')
        .as('absent_count'),
    ]);
  // A teacher takes the register of their own groups' lessons only (decision 084).
  if (!isOffice(actor)) query = query.where('lessons.subject_id', 'in', taughtGroups(db, actor));
  return query;
}

type LessonRow = Awaited<ReturnType<ReturnType<typeof lessonsQuery>['executeTakeFirstOrThrow']>>;

export const toRollCallLesson = (row: LessonRow): TRollCallLesson => ({
  id: row.id,
  date: row.date,
  startHour: row.start_hour,
  endHour: row.end_hour,
  subject: row.subject,
  teachingGroup: row.teaching_group,
  className: row.class_name ?? '',
  hallName: row.hall_name,
  teacher: `${row.teacher_first_name} ${row.teacher_last_name}`,
  pupilCount: Number(row.pupil_count ?? 0),
  takenAt: row.taken_at,
  absentCount: Number(row.absent_count ?? 0),
});

export async function listLessonsOfDay(db: Db, actor: Actor, date: string) {
  const rows = await lessonsQuery(db, actor).where('lessons.date', '=', date).orderBy('lessons.start_hour').orderBy('lessons.id').execute();
  return { date, lessons: rows.map(toRollCallLesson) };
}
