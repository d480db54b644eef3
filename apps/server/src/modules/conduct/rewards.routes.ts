import { ZChildIdParams, ZRewardsResponse, apiPaths } from '@carnet/contract';
import { schoolToday } from '../../lib/school-day';
import type { App } from '../../types';
import { getRewards } from './rewards.service';

/** Rewards and sanctions of one of the caller's children: any signed-in role. */
export async function rewardsRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    apiPaths.rewards(':childId'),
    { schema: { tags: ['rewards'], params: ZChildIdParams, response: { 200: ZRewardsResponse } } },
    async (request) => getRewards(db, request.actor, request.params.childId, schoolToday(app.deps)),
  );
}
