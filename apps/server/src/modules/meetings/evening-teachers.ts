import type { Db } from '../../db/connect';

/**
 * The teachers of an evening: those the office listed, or, for an evening without a list (the demo's),
 * every teacher of its pupils' teaching groups. Answers id and name, by name.
 */
export async function teachersOfEvening(db: Db, meetingId: number) {
  const listed = await db
    .selectFrom('meeting_teachers')
    .innerJoin('teachers', 'teachers.id', 'meeting_teachers.teacher_id')
    .select(['teachers.id', 'teachers.first_name', 'teachers.last_name'])
    .where('meeting_teachers.meeting_id', '=', meetingId)
    .execute();
  const rows =
    listed.length > 0
      ? listed
      : await db
          .selectFrom('meeting_participants as p')
          .innerJoin('child_subjects as cs', 'cs.child_id', 'p.child_id')
          .innerJoin('subjects', 'subjects.id', 'cs.subject_id')
          .innerJoin('teachers', 'teachers.id', 'subjects.teacher_id')
          .select(['teachers.id', 'teachers.first_name', 'teachers.last_name'])
          .distinct()
          .where('p.meeting_id', '=', meetingId)
          .execute();
  return rows
    .map((r) => ({ id: r.id, name: `${r.first_name} ${r.last_name}` }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/** Whether a teacher takes part: families may book only them (an evening without a list: anyone teaching its pupils). */
export async function takesPart(db: Db, meetingId: number, teacherId: number): Promise<boolean> {
  const listed = await db.selectFrom('meeting_teachers').select('teacher_id').where('meeting_id', '=', meetingId).execute();
  return listed.length === 0 || listed.some((row) => row.teacher_id === teacherId);
}
