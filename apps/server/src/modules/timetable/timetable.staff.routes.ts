import {
  OFFICE_ROLES,
  ZDeletedCount,
  ZIdParams,
  ZLessonChange,
  ZLessonSeriesCreated,
  ZLessonSeriesInput,
  ZLessonsQuery,
  ZLessonsWeek,
  ZOk,
  ZStaffLesson,
  calendarPaths,
} from '@carnet/contract';
import { schoolToday } from '../../lib/school-day';
import type { App } from '../../types';
import { cancelLesson, changeLesson, createLessonSeries, deleteFutureOfSeries, listGroupLessons } from './timetable.staff.service';

const office = { roles: [...OFFICE_ROLES] };

/** The office writes the timetable: lesson series per teaching group, and changes to one lesson. */
export async function timetableStaffRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    calendarPaths.lessons,
    { config: office, schema: { tags: ['staff'], querystring: ZLessonsQuery, response: { 200: ZLessonsWeek } } },
    async (request) => listGroupLessons(db, request.query.subjectId, request.query.week),
  );

  app.post(
    calendarPaths.series,
    { config: office, schema: { tags: ['staff'], body: ZLessonSeriesInput, response: { 200: ZLessonSeriesCreated } } },
    async (request) => createLessonSeries(db, request.actor, request.body),
  );

  app.patch(
    calendarPaths.lesson(':id'),
    { config: office, schema: { tags: ['staff'], params: ZIdParams, body: ZLessonChange, response: { 200: ZStaffLesson } } },
    async (request) => changeLesson(db, request.actor, request.params.id, request.body),
  );

  app.post(
    calendarPaths.cancelLesson(':id'),
    { config: office, schema: { tags: ['staff'], params: ZIdParams, response: { 200: ZOk } } },
    async (request) => {
      await cancelLesson(db, request.actor, request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    calendarPaths.deleteFutureOfSeries(':id'),
    { config: office, schema: { tags: ['staff'], params: ZIdParams, response: { 200: ZDeletedCount } } },
    async (request) => ({ deleted: await deleteFutureOfSeries(db, request.actor, request.params.id, schoolToday(app.deps)) }),
  );
}
