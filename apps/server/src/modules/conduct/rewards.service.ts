import { commendationProgress, currentTerm, REWARDS_PER_COMMENDATION, type TRewardItem, type TRewardsResponse } from '@carnet/contract';
import type { Db } from '../../db/connect';
import type { Actor } from '../../lib/actor';
import { assertOwnChild } from '../../lib/own-children';
import { loadTerms, schoolYearSpan } from './school-terms';

const COMMENDATION = { responsible: 'School', subject: 'Commendation', resume: `Commendation for ${REWARDS_PER_COMMENDATION} rewards` };

/**
 * One commendation per finished group of 5 rewards, dated on its 5th reward and carrying that
 * reward's id (a stable key; commendations are not stored). `rewards` must be in award order.
 */
export function deriveCommendations(rewards: readonly TRewardItem[]): TRewardItem[] {
  const { finished } = commendationProgress(rewards.length);
  return Array.from({ length: finished }, (_, index) => {
    const completing = rewards[(index + 1) * REWARDS_PER_COMMENDATION - 1]!;
    return { id: completing.id, date: completing.date, ...COMMENDATION };
  });
}

const newestFirst = (items: TRewardItem[]) => [...items].reverse();

/**
 * A child's rewards of the current term (they reset each term), the commendations they make (also
 * under the legacy spelling `commandations`) and the sanctions of the current school year; each
 * list newest first.
 */
export async function getRewards(db: Db, actor: Actor, childId: number, today: string): Promise<TRewardsResponse> {
  assertOwnChild(actor, childId);
  const terms = await loadTerms(db);
  const term = currentTerm(terms, today);
  if (!term) return { rewards: [], commendations: [], commandations: [], sanctions: [] };
  const year = schoolYearSpan(terms, term.schoolYear);
  const rows = await db
    .selectFrom('rewards')
    .select(['id', 'kind', 'date', 'responsible', 'subject', 'resume'])
    .where('child_id', '=', childId)
    .where('date', '>=', year.start)
    .where('date', '<=', year.end)
    .orderBy('date')
    .orderBy('id')
    .execute();
  const toItem = ({ id, date, responsible, subject, resume }: (typeof rows)[number]): TRewardItem => ({
    id,
    date,
    responsible,
    subject,
    resume,
  });
  const rewards = rows.filter((r) => r.kind === 'reward' && r.date >= term.start && r.date <= term.end).map(toItem);
  const sanctions = rows.filter((r) => r.kind === 'sanction').map(toItem);
  const commendations = newestFirst(deriveCommendations(rewards));
  return { rewards: newestFirst(rewards), commendations, commandations: commendations, sanctions: newestFirst(sanctions) };
}
