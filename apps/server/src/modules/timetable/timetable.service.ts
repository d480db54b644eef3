import { addDays, isoWeekday, schoolWeekStart, type TLesson, type TTimetable } from '@carnet/contract';
import type { Db } from '../../db/connect';
import type { Actor } from '../../lib/actor';
import { assertOwnChild } from '../../lib/own-children';

const WORK_DAYS = 5;

/**
 * The child's lessons of the week `weekOffset` weeks from this one: five lists, Monday to Friday,
 * each sorted by start hour. Lessons reach a child through the subjects (teaching groups) it takes.
 */
export async function getTimetable(db: Db, actor: Actor, childId: number, weekOffset: number, today: string): Promise<TTimetable> {
  assertOwnChild(actor, childId);
  const weekStart = schoolWeekStart(today, weekOffset);
  const rows = await db
    .selectFrom('lessons')
    .innerJoin('child_subjects', 'child_subjects.subject_id', 'lessons.subject_id')
    .innerJoin('subjects', 'subjects.id', 'lessons.subject_id')
    .innerJoin('teachers', 'teachers.id', 'subjects.teacher_id')
    .select([
      'lessons.id',
      'lessons.date',
      'lessons.start_hour',
      'lessons.end_hour',
      'lessons.hall_name',
      'lessons.class_title',
      'subjects.name',
      'subjects.short_name',
      'subjects.teaching_group',
      'subjects.color',
      'teachers.short_name as teacher_short_name',
    ])
    .where('child_subjects.child_id', '=', childId)
    .where('lessons.date', '>=', weekStart)
    .where('lessons.date', '<=', addDays(weekStart, WORK_DAYS - 1))
    .orderBy('lessons.date')
    .orderBy('lessons.start_hour')
    .orderBy('lessons.id')
    .execute();
  const lessons: TLesson[][] = Array.from({ length: WORK_DAYS }, () => []);
  for (const row of rows) {
    const dayOfWeek = isoWeekday(row.date);
    lessons[dayOfWeek - 1]?.push({
      id: row.id,
      date: row.date,
      day_of_week: dayOfWeek,
      start_hour: row.start_hour,
      end_hour: row.end_hour,
      color: row.color,
      matiere_titrecourt: row.short_name,
      matiere_titre: row.name,
      groupName: row.teaching_group,
      hallName: row.hall_name,
      teacherShortName: row.teacher_short_name,
      classe_titre: row.class_title,
    });
  }
  return { weekStart, lessons };
}
