import type { TEditConcern } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { fromDbBool, toDbBool } from '../../db/values';
import { type Actor, isOffice } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { reachablePupils } from '../../lib/staff-pupils';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import { concernChangeNotice } from './conduct-change-words';
import { newConcernNotice, tellParentsOfConcern } from './concerns.publish';

/** A concern the caller reads (the office any, a teacher those they raised about pupils they teach; decision 084); 404 otherwise. */
async function findConcern(trx: Db, actor: Actor, id: number) {
  let query = trx
    .selectFrom('concerns')
    .innerJoin('children', 'children.id', 'concerns.child_id')
    .select([
      'concerns.id',
      'concerns.child_id',
      'concerns.type',
      'concerns.reason',
      'concerns.date',
      'concerns.comment',
      'concerns.staff_only',
    ])
    .select(['children.first_name', 'children.last_name'])
    .where('concerns.id', '=', id)
    .where('concerns.child_id', 'in', reachablePupils(trx, actor).clearSelect().select('children.id'));
  if (!isOffice(actor)) query = query.where('concerns.raised_by', '=', actor.userId);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('Concern');
  return row;
}

const forgetNotices = (trx: Db, id: number) =>
  trx.deleteFrom('notifications').where('subject', '=', 'concern').where('subject_id', '=', id).execute();

/**
 * Corrects a concern. The parents are told of the change while they may read it; a concern made staff
 * only leaves their bell without a word, and one made visible reaches them as a new concern.
 */
export async function editConcern(db: Db, actor: Actor, id: number, input: TEditConcern): Promise<void> {
  await inTransaction(db, async (trx) => {
    const concern = await findConcern(trx, actor, id);
    const before = {
      type: concern.type,
      reason: concern.reason,
      date: concern.date,
      comment: concern.comment,
      staffOnly: fromDbBool(concern.staff_only),
    };
    const changed = (Object.keys(before) as (keyof typeof before)[]).filter((key) => before[key] !== input[key]);
    if (changed.length === 0) return;
    const { staffOnly, ...fields } = input;
    await trx
      .updateTable('concerns')
      .set({ ...fields, staff_only: toDbBool(staffOnly) })
      .where('id', '=', id)
      .execute();
    const child = { firstName: concern.first_name, lastName: concern.last_name };
    if (staffOnly) await forgetNotices(trx, id);
    else if (before.staffOnly) await tellParentsOfConcern(trx, concern.child_id, id, newConcernNotice(concern, input.reason));
    else await tellParentsOfConcern(trx, concern.child_id, id, concernChangeNotice(child, 'changed', input.reason));
    await recordAudit(trx, actor, { action: 'update', entity: 'concern', entityId: id, childId: concern.child_id, before, after: input });
  });
}

/** Withdraws a concern: gone from every page, its notices too; the parents are told unless it was staff only. Audited. */
export async function withdrawConcern(db: Db, actor: Actor, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const concern = await findConcern(trx, actor, id);
    await forgetNotices(trx, id);
    await trx.deleteFrom('concerns').where('id', '=', id).execute();
    const isStaffOnly = fromDbBool(concern.staff_only);
    if (!isStaffOnly) {
      const child = { firstName: concern.first_name, lastName: concern.last_name };
      await tellParentsOfConcern(trx, concern.child_id, null, concernChangeNotice(child, 'withdrawn', concern.reason));
    }
    const before = { type: concern.type, reason: concern.reason, date: concern.date, comment: concern.comment, staffOnly: isStaffOnly };
    await recordAudit(trx, actor, { action: 'withdraw', entity: 'concern', entityId: id, childId: concern.child_id, before });
  });
}
