import type { Db } from '../../db/connect';
import { type Actor, isOffice } from '../../lib/actor';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { taughtGroups } from '../../lib/staff-pupils';

/**
 * Who reaches a teaching group's cahier de textes (decision 110), on top of lib/staff-pupils' one rule: a
 * teacher reads and writes their own groups; the office reads every group and writes none (the notes and
 * the homework are the teacher's words); a group archived by the new school year is read-only for all.
 */
export type HomeworkGroup = {
  id: number;
  name: string;
  teaching_group: string;
  color: string;
  teacher_id: number;
  class_id: number | null;
  archived_at: string | null;
};

const groupColumns = [
  'subjects.id',
  'subjects.name',
  'subjects.teaching_group',
  'subjects.color',
  'subjects.teacher_id',
  'subjects.class_id',
  'subjects.archived_at',
] as const;

/** The groups the caller reads, as a query to narrow: the office's every one, a teacher's own. */
export function readableGroups(db: Db, actor: Actor) {
  const query = db.selectFrom('subjects').select(groupColumns);
  return isOffice(actor) ? query : query.where('subjects.id', 'in', taughtGroups(db, actor));
}

/** The group when the caller reads it; 404 otherwise (another teacher's group is as unknown as none). */
export async function findReadableGroup(db: Db, actor: Actor, groupId: number): Promise<HomeworkGroup> {
  const group = await readableGroups(db, actor).where('subjects.id', '=', groupId).executeTakeFirst();
  if (!group) throw notFound('Teaching group');
  return group;
}

/** The group when the caller may write in its cahier: its teacher, and not archived. */
export async function findWritableGroup(db: Db, actor: Actor, groupId: number): Promise<HomeworkGroup> {
  const group = await findReadableGroup(db, actor, groupId);
  assertWritable(actor, group);
  return group;
}

/** The office reads but does not write; nobody writes in an archived group. */
export function assertWritable(actor: Actor, group: Pick<HomeworkGroup, 'teacher_id' | 'archived_at'>): void {
  if (actor.teacherId === null || group.teacher_id !== actor.teacherId) throw forbidden('homework.teacherWrites');
  if (group.archived_at !== null) throw new AppError('CONFLICT', 'homework.archived');
}
