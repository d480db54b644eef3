import type { TEditConductEntry } from '@carnet/contract';
import type { Db } from '../../db/connect';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { reachablePupils } from '../../lib/staff-pupils';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import { notifyChildFollowers } from '../notifications/notify';
import { conductChangeNotice } from './conduct-change-words';

/** A reward or a sanction of a pupil the caller may write for (the rule of writing one, decision 084); 404 otherwise. */
async function findEntry(trx: Db, actor: Actor, id: number) {
  const row = await trx
    .selectFrom('rewards')
    .innerJoin('children', 'children.id', 'rewards.child_id')
    .select(['rewards.id', 'rewards.child_id', 'rewards.kind', 'rewards.date', 'rewards.subject', 'rewards.resume', 'children.first_name'])
    .where('rewards.id', '=', id)
    .where('rewards.child_id', 'in', reachablePupils(trx, actor).clearSelect().select('children.id'))
    .executeTakeFirst();
  if (!row) throw notFound('Reward');
  return { ...row, kind: row.kind === 'sanction' ? ('sanction' as const) : ('reward' as const) };
}

/** Corrects a reward or a sanction; the family is told of the change (nothing when nothing changed). Audited. */
export async function editConduct(db: Db, actor: Actor, id: number, input: TEditConductEntry): Promise<void> {
  await inTransaction(db, async (trx) => {
    const entry = await findEntry(trx, actor, id);
    const before = { date: entry.date, subject: entry.subject, resume: entry.resume };
    if (before.date === input.date && before.subject === input.subject && before.resume === input.resume) return;
    await trx.updateTable('rewards').set(input).where('id', '=', id).execute();
    await notifyChildFollowers(trx, entry.child_id, {
      subject: 'reward',
      subjectId: id,
      ...conductChangeNotice(entry.first_name, entry.kind, 'changed', input.subject),
    });
    await recordAudit(trx, actor, { action: 'update', entity: entry.kind, entityId: id, childId: entry.child_id, before, after: input });
  });
}

/**
 * Withdraws a reward or a sanction: the row goes, so every family page and count (a commendation too)
 * forgets it; its notifications go with it, the family is told, and the audit log keeps what it was.
 */
export async function withdrawConduct(db: Db, actor: Actor, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const entry = await findEntry(trx, actor, id);
    await trx.deleteFrom('notifications').where('subject', 'in', ['reward', 'commendation']).where('subject_id', '=', id).execute();
    await trx.deleteFrom('rewards').where('id', '=', id).execute();
    await notifyChildFollowers(trx, entry.child_id, {
      subject: 'reward',
      subjectId: null,
      ...conductChangeNotice(entry.first_name, entry.kind, 'withdrawn', entry.subject),
    });
    const before = { date: entry.date, subject: entry.subject, resume: entry.resume };
    await recordAudit(trx, actor, { action: 'withdraw', entity: entry.kind, entityId: id, childId: entry.child_id, before });
  });
}
