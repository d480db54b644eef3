import type { Db } from '../../db/connect';
import { notFound } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import type { Notice } from '../../i18n/notices';
import { notifyChildFollowers } from '../notifications/notify';
import { type ConcernInput, createConcern } from './concerns.repository';

export type PublishConcernInput = { childId: number; raisedBy?: number | null; staffOnly?: boolean } & Required<
  Omit<ConcernInput, 'acknowledged' | 'raisedBy' | 'staffOnly'>
>;

/** The parents' notice of a concern they may read. */
export async function tellParentsOfConcern(trx: Db, childId: number, concernId: number | null, notice: Notice): Promise<void> {
  // Only the parents hear of a concern: the Concern tab and banner are theirs, and a pupil should not learn of a concern about them from a bell.
  await notifyChildFollowers(trx, childId, { subject: 'concern', subjectId: concernId, ...notice }, { parentsOnly: true });
}

export const newConcernNotice = (child: { first_name: string; last_name: string }, reason: string): Notice => ({
  kind: 'concern.new',
  params: { name: `${child.first_name} ${child.last_name}`, reason },
});

/** Records a new concern about a child and tells the family, in one transaction; a staff-only one is told to nobody. */
export async function publishConcern(db: Db, input: PublishConcernInput): Promise<number> {
  return inTransaction(db, async (trx) => {
    const child = await trx.selectFrom('children').select(['first_name', 'last_name']).where('id', '=', input.childId).executeTakeFirst();
    if (!child) throw notFound('Child');
    const { childId, ...concern } = input;
    const concernId = await createConcern(trx, childId, { ...concern, acknowledged: false });
    if (!input.staffOnly) await tellParentsOfConcern(trx, childId, concernId, newConcernNotice(child, input.reason));
    return concernId;
  });
}
