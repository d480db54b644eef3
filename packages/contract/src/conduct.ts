import * as z from 'zod/mini';
import { ZId, ZIdText, ZIsoDate } from './common';

export const REWARDS_PER_COMMENDATION = 5;

export const ZRewardItem = z.object({
  id: ZId,
  date: ZIsoDate,
  responsible: z.string(),
  subject: z.string(),
  resume: z.string(),
});
export type TRewardItem = z.infer<typeof ZRewardItem>;

/**
 * GET /api/rewards/{childId}: this term's rewards, the commendations they make (also sent under the
 * legacy spelling `commandations`) and this school year's sanctions.
 */
export const ZRewardsResponse = z.object({
  rewards: z.array(ZRewardItem),
  commendations: z.array(ZRewardItem),
  commandations: z.array(ZRewardItem),
  sanctions: z.array(ZRewardItem),
});
export type TRewardsResponse = z.infer<typeof ZRewardsResponse>;

export const ZChildIdParams = z.strictObject({ childId: ZIdText });

/** Every full 5 rewards is a finished commendation; the rest is the active card's progress (0-4 of 5). */
export function commendationProgress(rewardCount: number): { finished: number; active: number } {
  const count = Math.max(0, Math.floor(rewardCount));
  return {
    finished: Math.floor(count / REWARDS_PER_COMMENDATION),
    active: count % REWARDS_PER_COMMENDATION,
  };
}
