import type { Db } from '../../db/connect';
import { teachingLinks } from '../../lib/staff-pupils';

type EveningTeacher = { id: number; name: string };

/**
 * The teachers of each evening: those the office listed, or, for an evening without a list (the demo's),
 * every teacher of its pupils' teaching groups. Answers id and name, by name. Two queries however many
 * evenings (the list page shows up to 50).
 */
export async function teachersOfEvenings(db: Db, meetingIds: readonly number[]): Promise<Map<number, EveningTeacher[]>> {
  const byEvening = new Map<number, EveningTeacher[]>(meetingIds.map((id) => [id, []]));
  if (meetingIds.length === 0) return byEvening;
  const listed = await db
    .selectFrom('meeting_teachers')
    .innerJoin('teachers', 'teachers.id', 'meeting_teachers.teacher_id')
    .select(['meeting_teachers.meeting_id', 'teachers.id', 'teachers.first_name', 'teachers.last_name'])
    .where('meeting_teachers.meeting_id', 'in', meetingIds)
    .execute();
  const unlisted = meetingIds.filter((id) => !listed.some((row) => row.meeting_id === id));
  const taught =
    unlisted.length === 0
      ? []
      : await db
          .selectFrom('meeting_participants as p')
          .innerJoin(teachingLinks(db).as('taught'), 'taught.child_id', 'p.child_id')
          .innerJoin('teachers', 'teachers.id', 'taught.teacher_id')
          .select(['p.meeting_id', 'teachers.id', 'teachers.first_name', 'teachers.last_name'])
          .distinct()
          .where('p.meeting_id', 'in', unlisted)
          .execute();
  for (const row of [...listed, ...taught]) byEvening.get(row.meeting_id)?.push({ id: row.id, name: `${row.first_name} ${row.last_name}` });
  for (const teachers of byEvening.values()) teachers.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  return byEvening;
}

/** The teachers of one evening (see teachersOfEvenings). */
export async function teachersOfEvening(db: Db, meetingId: number): Promise<EveningTeacher[]> {
  return (await teachersOfEvenings(db, [meetingId])).get(meetingId) ?? [];
}

/**
 * Whether a teacher takes part: families may book only them. An evening with a list (meeting_teachers)
 * takes the listed teachers; one without, anyone teaching its pupils (the booking's own check).
 */
export const takesPart = (evening: { hasTeacherList: boolean; isListed: boolean }): boolean => !evening.hasTeacherList || evening.isListed;
