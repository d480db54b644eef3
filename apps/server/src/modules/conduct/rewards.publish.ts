import { inTransaction } from '../../lib/transaction';
import { REWARDS_PER_COMMENDATION, termHolding } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { createReward, type RewardInput } from './rewards.repository';
import { notifyChildFollowers } from '../notifications/notify';
import { loadTerms } from './school-terms';

async function firstNameOf(db: Db, childId: number): Promise<string> {
  const child = await db.selectFrom('children').select('first_name').where('id', '=', childId).executeTakeFirstOrThrow();
  return child.first_name;
}

/** How many rewards the child holds in the term of `date`; outside any term nothing adds up to a commendation. */
async function rewardsInTermOf(db: Db, childId: number, date: string): Promise<number> {
  const term = termHolding(await loadTerms(db), date);
  if (!term) return 0;
  const row = await db
    .selectFrom('rewards')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('child_id', '=', childId)
    .where('kind', '=', 'reward')
    .where('date', '>=', term.start)
    .where('date', '<=', term.end)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Awards a reward and tells the family; when it completes a group of 5 in its term, the family is
 * also told of the commendation (subjectId: the completing reward, which is the commendation's id).
 */
export async function awardReward(db: Db, input: RewardInput): Promise<number> {
  return inTransaction(db, async (trx) => {
    const id = await createReward(trx, 'reward', input);
    const name = await firstNameOf(trx, input.childId);
    await notifyChildFollowers(trx, input.childId, {
      subject: 'reward',
      subjectId: id,
      kind: 'reward.new',
      params: { name, subject: input.subject },
    });
    const count = await rewardsInTermOf(trx, input.childId, input.date);
    if (count > 0 && count % REWARDS_PER_COMMENDATION === 0) {
      await notifyChildFollowers(trx, input.childId, {
        subject: 'commendation',
        subjectId: id,
        kind: 'commendation.new',
        params: { name, count: REWARDS_PER_COMMENDATION },
      });
    }
    return id;
  });
}

/** Records a sanction; the spec has no 'sanction' subject, so the family is told under the rewards area's 'reward'. */
export async function recordSanction(db: Db, input: RewardInput): Promise<number> {
  return inTransaction(db, async (trx) => {
    const id = await createReward(trx, 'sanction', input);
    const name = await firstNameOf(trx, input.childId);
    await notifyChildFollowers(trx, input.childId, {
      subject: 'reward',
      subjectId: id,
      kind: 'sanction.new',
      params: { name, subject: input.subject },
    });
    return id;
  });
}
