import type { Db } from '../../db/connect';

/**
 * homework.json (decision 111): what is the pupils' own in the cahier de textes, the
 * homework each student ticked done (with the homework it was, as the group read it) and the tasks each
 * student wrote for themselves. The group's notes and homework are the school's record, not the
 * family's data, and stay out; a withdrawn homework still shows its tick (the tick was given).
 */
export async function gatherHomework(db: Db, childIds: number[]) {
  if (childIds.length === 0) return { ticks: [], tasks: [] };
  const ticks = await db
    .selectFrom('homework_ticks')
    .innerJoin('homework', 'homework.id', 'homework_ticks.homework_id')
    .innerJoin('subjects', 'subjects.id', 'homework.subject_id')
    .select([
      'homework_ticks.child_id',
      'homework_ticks.homework_id',
      'homework_ticks.done_at',
      'subjects.name as subject',
      'subjects.teaching_group',
      'homework.kind',
      'homework.text',
      'homework.due_date',
    ])
    .where('homework_ticks.child_id', 'in', childIds)
    .orderBy('homework_ticks.child_id')
    .orderBy('homework.due_date')
    .orderBy('homework_ticks.homework_id')
    .execute();
  const tasks = await db
    .selectFrom('student_tasks')
    .select(['id', 'child_id', 'title', 'due_date', 'done_at', 'created_at'])
    .where('child_id', 'in', childIds)
    .orderBy('child_id')
    .orderBy('id')
    .execute();
  return { ticks, tasks };
}
