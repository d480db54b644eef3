import type { Db } from '../db/connect';
import { type Actor, isOffice } from './actor';
import { notFound } from './app-error';

/**
 * The pupils a staff member reaches (architecture, "Growing"): the office every pupil, a teacher the
 * active pupils of their own teaching groups. Anything else answers 404, as for families.
 */
export function reachablePupils(db: Db, actor: Actor) {
  let query = db
    .selectFrom('children')
    .select(['children.id', 'children.first_name', 'children.last_name', 'children.class_name'])
    .where('children.deactivated_at', 'is', null);
  if (!isOffice(actor)) {
    const taught = db
      .selectFrom('child_subjects')
      .innerJoin('subjects', 'subjects.id', 'child_subjects.subject_id')
      .select('child_subjects.child_id')
      .where('subjects.teacher_id', '=', actor.teacherId ?? -1);
    query = query.where('children.id', 'in', taught);
  }
  return query;
}

/** The pupil, when the caller reaches them; 404 otherwise. */
export async function findReachablePupil(db: Db, actor: Actor, childId: number) {
  const pupil = await reachablePupils(db, actor).where('children.id', '=', childId).executeTakeFirst();
  if (!pupil) throw notFound('Child');
  return pupil;
}
