import { ZFoodParams, ZFoodWeek, apiPaths } from '@carnet/contract';
import { schoolToday } from '../../lib/school-day';
import type { App } from '../../types';
import { getFoodWeek } from './food.service';

/** The school's lunch menu, the same for everyone: any signed-in role. */
export async function foodRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    apiPaths.food(':weekOffset'),
    { schema: { tags: ['food'], params: ZFoodParams, response: { 200: ZFoodWeek } } },
    async (request) => getFoodWeek(db, request.params.weekOffset, schoolToday(app.deps)),
  );
}
