import {
  OFFICE_ROLES,
  ZIdParams,
  ZOk,
  ZTermDatesPage,
  ZTermDatesQuery,
  ZTermEvent,
  ZTermEventInput,
  calendarPaths,
} from '@carnet/contract';
import type { App } from '../../types';
import { createTermDate, listTermDates, updateTermDate, withdrawTermDate } from './terms.staff.service';

const office = { roles: [...OFFICE_ROLES] };

/** The office publishes, corrects and withdraws the term dates families read on /termsdates. */
export async function termsStaffRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    calendarPaths.termDates,
    { config: office, schema: { tags: ['staff'], querystring: ZTermDatesQuery, response: { 200: ZTermDatesPage } } },
    async (request) => listTermDates(db, request.query.schoolYear),
  );

  app.post(
    calendarPaths.termDates,
    { config: office, schema: { tags: ['staff'], body: ZTermEventInput, response: { 200: ZTermEvent } } },
    async (request) => createTermDate(db, request.actor, request.body),
  );

  app.patch(
    calendarPaths.termDate(':id'),
    { config: office, schema: { tags: ['staff'], params: ZIdParams, body: ZTermEventInput, response: { 200: ZTermEvent } } },
    async (request) => updateTermDate(db, request.actor, request.params.id, request.body),
  );

  app.post(
    calendarPaths.withdrawTermDate(':id'),
    { config: office, schema: { tags: ['staff'], params: ZIdParams, response: { 200: ZOk } } },
    async (request) => {
      await withdrawTermDate(db, request.actor, request.params.id);
      return { success: true as const };
    },
  );
}
