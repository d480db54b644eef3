import type { Db } from '../../db/connect';

import type { Actor } from '../../lib/actor';

import { whereOwnChild } from '../../lib/own-children';

import { notFound } from '../../lib/app-error';

import { markSeenFor } from '../notifications/seen';

import { inTransaction } from '../../lib/transaction';

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
    // A staff-only concern is as unknown to the family as one that does not exist (decision 096).
    .where('staff_only', '=', 0)
    .executeTakeFirst();
  if (!concern) throw notFound('Concern');
  await inTransaction(db, async (trx) => {
    // The first acknowledgement's time is what the staff member who raised it sees; a repeat keeps it.
    await trx.updateTable('concerns').set({ acknowledged: 1 }).where('id', '=', concernId).execute();
    await trx
      .updateTable('concerns')
      .set({ acknowledged_at: new Date().toISOString() })
      .where('id', '=', concernId)
      .where('acknowledged_at', 'is', null)
      .execute();
    await markSeenFor(trx, actor.userId, 'concern', concernId);
  });
}
