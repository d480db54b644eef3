import { OFFICE_ROLES, ZDateParams, ZLunchWeek, ZLunchWeekInput, ZMondayParams, ZOk, calendarPaths } from '@carnet/contract';
import type { App } from '../../types';
import { clearLunchDay, getLunchWeek, saveLunchWeek } from './food.staff.service';

const office = { roles: [...OFFICE_ROLES] };

/** The office enters the lunch menu a week at a time, in English and French. */
export async function foodStaffRoutes(app: App) {
  const { db } = app.deps;
  const week = calendarPaths.lunchWeek(':monday');

  app.get(week, { config: office, schema: { tags: ['staff'], params: ZMondayParams, response: { 200: ZLunchWeek } } }, async (request) =>
    getLunchWeek(db, request.params.monday),
  );

  app.post(
    week,
    { config: office, schema: { tags: ['staff'], params: ZMondayParams, body: ZLunchWeekInput, response: { 200: ZLunchWeek } } },
    async (request) => saveLunchWeek(db, request.actor, request.params.monday, request.body),
  );

  app.post(
    calendarPaths.clearLunchDay(':date'),
    { config: office, schema: { tags: ['staff'], params: ZDateParams, response: { 200: ZOk } } },
    async (request) => {
      await clearLunchDay(db, request.actor, request.params.date);
      return { success: true as const };
    },
  );
}
