import { ZTimetable, ZTimetableParams, apiPaths } from '@carnet/contract';
import { schoolToday } from '../../lib/school-day';
import type { App } from '../../types';
import { getTimetable } from './timetable.service';

/** A child's week of lessons: any signed-in role, own children only. */
export async function timetableRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    apiPaths.timetable(':childId', ':weekOffset'),
    { schema: { tags: ['timetable'], params: ZTimetableParams, response: { 200: ZTimetable } } },
    async (request) => getTimetable(db, request.actor, request.params.childId, request.params.weekOffset, schoolToday(app.deps)),
  );
}
