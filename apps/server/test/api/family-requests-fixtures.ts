import { addDays } from '@carnet/contract';
import type { TestContext } from '../helpers/build-test-app';
import { schoolToday } from '../helpers/school-day';

export const today = schoolToday();
export const day = (offset: number) => addDays(today, offset);

/** Hugo's (3B) mathematics group, taught by Paul Bernard: the teacher's roll call covers it. */
export async function hugoMaths(t: TestContext): Promise<number> {
  const groups = await t.db.selectFrom('subjects').select(['id', 'name']).where('id', 'in', t.school.subjects.class3B).execute();
  return groups.find((g) => g.name === 'Mathematics')!.id;
}

let hour = 6;
/** A lesson of its own for each test, at an hour no other test uses, so registers never meet. */
export async function newLesson(t: TestContext, subjectId: number, date: string): Promise<number> {
  hour += 1;
  const start = `${String(hour).padStart(2, '0')}:00`;
  const row = await t.db
    .insertInto('lessons')
    .values({
      subject_id: subjectId,
      date,
      start_hour: start,
      end_hour: `${String(hour).padStart(2, '0')}:55`,
      hall_name: 'B12',
      class_title: '3B',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Every pupil of the lesson's group marked present, but for those given. */
export async function marksFor(t: TestContext, subjectId: number, absent: number[] = []) {
  const pupils = await t.db.selectFrom('child_subjects').select('child_id').where('subject_id', '=', subjectId).execute();
  return pupils.map((p) => ({ childId: p.child_id, mark: absent.includes(p.child_id) ? 'absent' : 'present' }));
}

export const report = (childId: number, from = today, to = from, extra: Record<string, unknown> = {}) => ({
  childId,
  from,
  to,
  reason: 'ill',
  details: 'A fever since last night',
  ...extra,
});
