import {
  OFFICE_ROLES,
  STAFF_ROLES,
  ZAbsenceNoticeSettings,
  ZAbsenceReason,
  ZApiError,
  ZDayAbsences,
  ZIdParams,
  ZOk,
  ZRegister,
  ZRollCallDateQuery,
  ZRollCallLessons,
  ZSubmitRegister,
  rollCallPaths,
} from '@carnet/contract';
import { schoolToday } from '../../lib/school-day';
import type { App } from '../../types';
import { readAbsenceNoticeDelay, updateAbsenceNoticeDelay } from './absence-notice-delay';
import { registerNoticesJobHandler } from './register-notices';
import { listDayAbsences, recordAbsenceReason } from './day-absences.service';
import { listLessonsOfDay } from './roll-call-lessons';
import { getRegister, submitRegister } from './roll-call.service';

/** The roll call (teachers and office) and the office's day of absences (decision 070). */
export async function registryStaffRoutes(app: App) {
  const { db } = app.deps;
  const staff = { roles: [...STAFF_ROLES] };
  const office = { roles: [...OFFICE_ROLES] };
  const tags = ['staff'];
  const refusals = { 400: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
  const today = () => schoolToday(app.deps);
  // A register's absence notices go out the school's delay after it is saved (decision 096).
  app.jobs.register(
    'register-notices',
    registerNoticesJobHandler(db, { now: app.deps.now, schoolTimeZone: app.deps.config.schoolTimeZone }),
  );

  app.get(
    rollCallPaths.lessons,
    { config: staff, schema: { tags, querystring: ZRollCallDateQuery, response: { 200: ZRollCallLessons } } },
    async (request) => listLessonsOfDay(db, request.actor, request.query.date ?? today()),
  );
  app.get(
    rollCallPaths.register,
    { config: staff, schema: { tags, params: ZIdParams, response: { 200: ZRegister, ...refusals } } },
    async (request) => getRegister(db, request.actor, request.params.id, today()),
  );
  app.post(
    rollCallPaths.register,
    { config: staff, schema: { tags, params: ZIdParams, body: ZSubmitRegister, response: { 200: ZRegister, ...refusals } } },
    async (request) => {
      const register = await submitRegister(
        db,
        request.actor,
        request.params.id,
        request.body,
        today(),
        app.deps.now(),
        app.deps.config.schoolTimeZone,
      );
      // With no delay the notices are due now: they go rather than at the next poll.
      app.jobs.wake();
      return register;
    },
  );
  app.get(rollCallPaths.absenceNotices, { config: office, schema: { tags, response: { 200: ZAbsenceNoticeSettings } } }, async () =>
    readAbsenceNoticeDelay(db),
  );
  app.put(
    rollCallPaths.absenceNotices,
    {
      config: office,
      schema: { tags, body: ZAbsenceNoticeSettings, response: { 200: ZAbsenceNoticeSettings, 400: ZApiError, 403: ZApiError } },
    },
    async (request) => updateAbsenceNoticeDelay(db, request.actor, request.body),
  );
  app.get(
    rollCallPaths.absences,
    { config: office, schema: { tags, querystring: ZRollCallDateQuery, response: { 200: ZDayAbsences } } },
    async (request) => listDayAbsences(db, request.query.date ?? today(), app.deps.config.schoolTimeZone),
  );
  app.post(
    rollCallPaths.absenceReason,
    { config: office, schema: { tags, params: ZIdParams, body: ZAbsenceReason, response: { 200: ZOk, ...refusals } } },
    async (request) => {
      await recordAbsenceReason(db, request.actor, request.params.id, request.body);
      return { success: true as const };
    },
  );
}
