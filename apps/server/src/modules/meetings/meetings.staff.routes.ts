import {
  STAFF_ROLES,
  OFFICE_ROLES,
  ZApiError,
  ZCreated,
  ZEditEvening,
  ZEvening,
  ZEveningSchedule,
  ZEveningScheduleQuery,
  ZEvenings,
  ZIdParams,
  ZMoveBooking,
  ZMoveBookingParams,
  ZNewEvening,
  ZOk,
  eveningsPaths,
} from '@carnet/contract';
import { sendFile } from '../../lib/download';
import type { App } from '../../types';
import { mailContextOf } from '../../mail/mail-context';
import { getEveningSchedule, moveBooking } from './evening-schedule.service';
import { callerLanguage } from '../../i18n/caller-language';
import { schedulePdf } from './evening-schedule-pdf';
import { deleteEvening, updateEvening } from './evening-edits.service';
import { createEvening, getEvening, listEvenings } from './evenings.staff.service';

/** Parents' evenings for staff (decision 070): the office makes and follows them, a teacher reads their schedule. */
export async function meetingsStaffRoutes(app: App) {
  const { db } = app.deps;
  const staff = { roles: [...STAFF_ROLES] };
  const office = { roles: [...OFFICE_ROLES] };
  const tags = ['staff'];
  const refusals = { 400: ZApiError, 404: ZApiError, 409: ZApiError };

  app.get(eveningsPaths.evenings, { config: staff, schema: { tags, response: { 200: ZEvenings } } }, async (request) =>
    listEvenings(db, request.actor),
  );
  app.post(
    eveningsPaths.evenings,
    { config: office, schema: { tags, body: ZNewEvening, response: { 200: ZCreated, ...refusals } } },
    async (request) => createEvening(db, request.actor, request.body),
  );
  app.get(
    eveningsPaths.evening,
    { config: staff, schema: { tags, params: ZIdParams, response: { 200: ZEvening, 404: ZApiError } } },
    async (request) => getEvening(db, request.actor, request.params.id),
  );
  app.patch(
    eveningsPaths.evening,
    { config: office, schema: { tags, params: ZIdParams, body: ZEditEvening, response: { 200: ZOk, ...refusals } } },
    async (request) => {
      await updateEvening(db, request.actor, request.params.id, request.body);
      return { success: true as const };
    },
  );
  app.post(
    eveningsPaths.eveningDelete,
    { config: office, schema: { tags, params: ZIdParams, response: { 200: ZOk, 404: ZApiError, 409: ZApiError } } },
    async (request) => {
      await deleteEvening(db, request.actor, request.params.id);
      return { success: true as const };
    },
  );
  app.get(
    eveningsPaths.schedule,
    {
      config: staff,
      schema: { tags, params: ZIdParams, querystring: ZEveningScheduleQuery, response: { 200: ZEveningSchedule, 404: ZApiError } },
    },
    async (request) => getEveningSchedule(db, request.actor, request.params.id, request.query.teacherId),
  );
  app.get(
    eveningsPaths.schedulePdf,
    { config: staff, schema: { tags, params: ZIdParams, querystring: ZEveningScheduleQuery } },
    async (request, reply) => {
      const schedule = await getEveningSchedule(db, request.actor, request.params.id, request.query.teacherId);
      const name = `${schedule.evening.name} ${schedule.teacher}.pdf`;
      sendFile(
        reply,
        { name, media_type: 'application/pdf', bytes: schedulePdf(schedule, callerLanguage(request, app.deps.config.defaultLanguage)) },
        name,
      );
      return reply;
    },
  );
  app.post(
    eveningsPaths.moveBooking,
    { config: office, schema: { tags, params: ZMoveBookingParams, body: ZMoveBooking, response: { 200: ZOk, ...refusals } } },
    async (request) => {
      await moveBooking(db, request.actor, request.params.id, request.params.bookingId, request.body.startTime, mailContextOf(app.deps));
      app.jobs.wake();
      return { success: true as const };
    },
  );
}
