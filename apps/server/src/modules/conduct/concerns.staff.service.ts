import type { TNewConcern, TStaffConcern } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { fromDbBool } from '../../db/values';
import { type Actor, isOffice } from '../../lib/actor';
import { findReachablePupil, reachablePupils } from '../../lib/staff-pupils';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import { publishConcern } from './concerns.publish';

/**
 * Concerns, newest first, with the family's acknowledgement: the office reads every one, a teacher those
 * they raised about pupils they still teach. A concern can be delicate (the family, health, safety), so
 * the pupil's other teachers do not read it (decision 084).
 */
export async function listStaffConcerns(db: Db, actor: Actor, childId: number | undefined): Promise<TStaffConcern[]> {
  let query = db
    .selectFrom('concerns')
    .innerJoin('children', 'children.id', 'concerns.child_id')
    .leftJoin('users', 'users.id', 'concerns.raised_by')
    .select(['concerns.id', 'concerns.child_id', 'concerns.type', 'concerns.reason', 'concerns.date', 'concerns.comment'])
    .select(['concerns.acknowledged', 'concerns.acknowledged_at', 'concerns.staff_only', 'children.first_name', 'children.last_name'])
    .select(['users.first_name as raiser_first_name', 'users.last_name as raiser_last_name'])
    .where('concerns.child_id', 'in', reachablePupils(db, actor).clearSelect().select('children.id'));
  if (!isOffice(actor)) query = query.where('concerns.raised_by', '=', actor.userId);
  if (childId !== undefined) query = query.where('concerns.child_id', '=', childId);
  const rows = await query.orderBy('concerns.date', 'desc').orderBy('concerns.id', 'desc').limit(200).execute();
  return rows.map((r) => ({
    id: r.id,
    childId: r.child_id,
    pupil: `${r.first_name} ${r.last_name}`,
    type: r.type,
    reason: r.reason,
    date: r.date,
    comment: r.comment,
    raisedBy: r.raiser_first_name === null ? '' : `${r.raiser_first_name} ${r.raiser_last_name ?? ''}`.trim(),
    acknowledged: fromDbBool(r.acknowledged),
    acknowledgedAt: r.acknowledged_at,
    staffOnly: fromDbBool(r.staff_only),
  }));
}

/** A teacher or the office raises a concern about a pupil they reach; the parents are told at once, unless it is staff only. */
export async function raiseConcern(db: Db, actor: Actor, input: TNewConcern): Promise<{ id: number }> {
  return inTransaction(db, async (trx) => {
    await findReachablePupil(trx, actor, input.childId);
    const id = await publishConcern(trx, { ...input, raisedBy: actor.userId });
    await recordAudit(trx, actor, { action: 'create', entity: 'concern', entityId: id, childId: input.childId, after: input });
    return { id };
  });
}
