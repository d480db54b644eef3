import type { Db } from '../db/connect';
import { type Actor, isOffice } from './actor';
import { notFound } from './app-error';

/**
 * A teacher's reach is one rule, written here only (docs/decisions/084): a teacher teaches the teaching
 * groups they are the teacher of, and the pupils in those groups. The office reaches everything. The
 * audience picker, the roll call, parents' evenings, conduct and concerns all ask this file, so the
 * rule cannot drift between them. Anything outside it answers 404, as for families.
 */

/** Who teaches whom: one row per pupil and teaching group, with the group's teacher. */
export function teachingLinks(db: Db) {
  return db
    .selectFrom('child_subjects')
    .innerJoin('subjects', 'subjects.id', 'child_subjects.subject_id')
    .select(['child_subjects.child_id', 'child_subjects.subject_id', 'subjects.teacher_id']);
}

/**
 * The teaching groups a teacher teaches, as a subquery of ids. A staff account without a teacher record
 * teaches nothing, rather than everything. The office is not limited by it: callers ask `isOffice` first.
 */
export function taughtGroups(db: Db, actor: Actor) {
  return db
    .selectFrom('subjects')
    .select('subjects.id')
    .where('subjects.teacher_id', '=', actor.teacherId ?? -1);
}

/** The pupils in the groups a teacher teaches, deactivated ones included (see reachablePupils). */
export function taughtPupils(db: Db, actor: Actor) {
  return db
    .selectFrom('child_subjects')
    .select('child_subjects.child_id')
    .where('child_subjects.subject_id', 'in', taughtGroups(db, actor));
}

/** Whether the caller reaches a teacher's own things (their evening line and schedule): the office, or that teacher. */
export function reachesTeacher(actor: Actor, teacherId: number): boolean {
  return isOffice(actor) || actor.teacherId === teacherId;
}

/**
 * The pupils a staff member reaches (architecture, "Growing"): the office every pupil, a teacher the
 * active pupils of their own teaching groups.
 */
export function reachablePupils(db: Db, actor: Actor) {
  let query = db
    .selectFrom('children')
    .select(['children.id', 'children.first_name', 'children.last_name', 'children.class_name'])
    .where('children.deactivated_at', 'is', null);
  if (!isOffice(actor)) query = query.where('children.id', 'in', taughtPupils(db, actor));
  return query;
}

/** The pupil, when the caller reaches them; 404 otherwise. */
export async function findReachablePupil(db: Db, actor: Actor, childId: number) {
  const pupil = await reachablePupils(db, actor).where('children.id', '=', childId).executeTakeFirst();
  if (!pupil) throw notFound('Child');
  return pupil;
}

/**
 * The active teachers who teach an active pupil, with the teaching groups they teach the pupil in: whom a
 * family may write to about its child (decision 102). The same links as a teacher's reach, seen from the pupil.
 */
export async function teachersOfPupil(db: Db, childId: number) {
  const rows = await teachingLinks(db)
    .innerJoin('teachers', 'teachers.id', 'subjects.teacher_id')
    .innerJoin('children', 'children.id', 'child_subjects.child_id')
    .select(['teachers.first_name', 'teachers.last_name', 'subjects.name as group_name'])
    .where('child_subjects.child_id', '=', childId)
    .where('children.deactivated_at', 'is', null)
    .where('teachers.deactivated_at', 'is', null)
    .orderBy('teachers.last_name')
    .orderBy('teachers.id')
    .orderBy('subjects.name')
    .execute();
  const teachers = new Map<number, { id: number; name: string; groups: string[] }>();
  for (const row of rows) {
    const teacher = teachers.get(row.teacher_id) ?? { id: row.teacher_id, name: `${row.first_name} ${row.last_name}`.trim(), groups: [] };
    if (!teacher.groups.includes(row.group_name)) teacher.groups.push(row.group_name);
    teachers.set(row.teacher_id, teacher);
  }
  return [...teachers.values()];
}
