import type { TConductEntry, TNewConductEntry } from '@carnet/contract';
import type { Db } from '../../db/connect';
import type { Actor } from '../../lib/actor';
import { findReachablePupil, reachablePupils } from '../../lib/staff-pupils';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import { awardReward, recordSanction } from './rewards.publish';

/** Rewards and sanctions of the pupils the caller reaches, newest first (one pupil's with `childId`). */
export async function listConduct(db: Db, actor: Actor, childId: number | undefined): Promise<TConductEntry[]> {
  let query = db
    .selectFrom('rewards')
    .innerJoin('children', 'children.id', 'rewards.child_id')
    .select(['rewards.id', 'rewards.child_id', 'rewards.kind', 'rewards.date', 'rewards.responsible', 'rewards.subject', 'rewards.resume'])
    .select(['children.first_name', 'children.last_name'])
    .where('rewards.child_id', 'in', reachablePupils(db, actor).clearSelect().select('children.id'));
  if (childId !== undefined) query = query.where('rewards.child_id', '=', childId);
  const rows = await query.orderBy('rewards.date', 'desc').orderBy('rewards.id', 'desc').limit(200).execute();
  return rows.map((r) => ({
    id: r.id,
    childId: r.child_id,
    pupil: `${r.first_name} ${r.last_name}`,
    kind: r.kind === 'sanction' ? 'sanction' : 'reward',
    date: r.date,
    responsible: r.responsible,
    subject: r.subject,
    resume: r.resume,
  }));
}

/**
 * A teacher's (or the office's) reward or sanction for a pupil they reach: the family is told, and a
 * fifth reward in the term makes a commendation, by the same rules as before (rewards.publish.ts).
 */
export async function writeConduct(db: Db, actor: Actor, input: TNewConductEntry): Promise<{ id: number }> {
  return inTransaction(db, async (trx) => {
    await findReachablePupil(trx, actor, input.childId);
    const author = await trx
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('id', '=', actor.userId)
      .executeTakeFirstOrThrow();
    const entry = {
      childId: input.childId,
      date: input.date,
      responsible: `${author.first_name} ${author.last_name}`,
      subject: input.subject,
      resume: input.resume,
    };
    const id = input.kind === 'reward' ? await awardReward(trx, entry) : await recordSanction(trx, entry);
    await trx.updateTable('rewards').set({ created_by: actor.userId }).where('id', '=', id).execute();
    await recordAudit(trx, actor, { action: 'create', entity: input.kind, entityId: id, childId: input.childId, after: input });
    return { id };
  });
}
