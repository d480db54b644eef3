import {
  OFFICE_ROLES,
  ZApiError,
  ZDecideLeaveRequest,
  ZIdParams,
  ZRollCallDateQuery,
  ZStaffFamilyRequest,
  ZStaffFamilyRequestDay,
  staffFamilyRequestPaths,
} from '@carnet/contract';
import { loadFile, sendFile } from '../../lib/download';
import { notFound } from '../../lib/app-error';
import { schoolToday } from '../../lib/school-day';
import type { App } from '../../types';
import { decideLeave, getFamilyRequestDay } from './family-requests.staff.service';

/** The office's side of the families' reports and leave requests (decision 107), beside the day's absences. */
export async function familyRequestsStaffRoutes(app: App) {
  const { db } = app.deps;
  const office = { roles: [...OFFICE_ROLES] };
  const tags = ['staff'];
  const today = () => schoolToday(app.deps);

  app.get(
    staffFamilyRequestPaths.day,
    { config: office, schema: { tags, querystring: ZRollCallDateQuery, response: { 200: ZStaffFamilyRequestDay } } },
    async (request) => getFamilyRequestDay(db, request.query.date ?? today(), today()),
  );
  app.post(
    staffFamilyRequestPaths.decision,
    {
      config: office,
      schema: {
        tags,
        params: ZIdParams,
        body: ZDecideLeaveRequest,
        response: { 200: ZStaffFamilyRequest, 400: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    async (request) => {
      const decided = await decideLeave(db, request.actor, request.params.id, request.body, app.deps.now());
      app.jobs.wake();
      return decided;
    },
  );
  app.get(
    staffFamilyRequestPaths.certificate,
    { config: office, schema: { tags, params: ZIdParams, response: { 404: ZApiError } } },
    async (request, reply) => {
      const row = await db
        .selectFrom('family_requests')
        .select('certificate_file_id')
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!row || row.certificate_file_id === null) throw notFound('Certificate');
      const file = await loadFile(db, row.certificate_file_id);
      return sendFile(reply, file, file.name);
    },
  );
}
