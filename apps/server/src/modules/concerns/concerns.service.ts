import type { Db } from '../../db/connect';
import { type ConcernInput, createConcern } from '../../db/factories/child-records';
import type { Actor } from '../../lib/actor';
import { whereOwnChild } from '../../lib/own-children';
import { notFound } from '../../lib/app-error';
import { markSeenFor, notifyChildFollowers } from '../../lib/notify';
import { inTransaction } from '../../lib/transaction';

export type PublishConcernInput = { childId: number } & Required<Omit<ConcernInput, 'acknowledged'>>;

/** Records a new concern about a child and tells the family, in one transaction. */
export async function publishConcern(db: Db, input: PublishConcernInput): Promise<number> {
  return inTransaction(db, async (trx) => {
    const child = await trx.selectFrom('children').select(['first_name', 'last_name']).where('id', '=', input.childId).executeTakeFirst();
    if (!child) throw notFound('Child');
    const { childId, ...concern } = input;
    const concernId = await createConcern(trx, childId, { ...concern, acknowledged: false });
    // Only the parents hear of a concern: the Concern tab and banner are theirs (spec section 6).
    await notifyChildFollowers(
      trx,
      childId,
      {
        subject: 'concern',
        subjectId: concernId,
        content: `New concern regarding ${child.first_name} ${child.last_name}: ${input.reason}`,
      },
      { parentsOnly: true },
    );
    return concernId;
  });
}

/**
 * A parent acknowledges a concern about one of their children; doing it twice changes nothing.
 * The caller's notifications about that concern are read at the same time.
 */
export async function acknowledgeConcern(db: Db, actor: Actor, concernId: number): Promise<void> {
  const concern = await db
    .selectFrom('concerns')
    .select('id')
    .where('id', '=', concernId)
    .where((eb) => whereOwnChild(eb, actor, 'child_id'))
    .executeTakeFirst();
  if (!concern) throw notFound('Concern');
  await inTransaction(db, async (trx) => {
    await trx.updateTable('concerns').set({ acknowledged: 1 }).where('id', '=', concernId).execute();
    await markSeenFor(trx, actor.userId, 'concern', concernId);
  });
}
