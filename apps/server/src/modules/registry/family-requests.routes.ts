import {
  ZApiError,
  ZAskLeaveRequest,
  ZFamilyRequest,
  ZFamilyRequestList,
  ZReportAbsenceRequest,
  familyRequestPaths,
} from '@carnet/contract';
import { schoolToday } from '../../lib/school-day';
import type { App } from '../../types';
import { CERTIFICATE_MAX_BASE64_CHARS } from './certificate-file';
import { askLeave, listFamilyRequests, reportAbsence } from './family-requests.service';

/** A report with the largest certificate as a data URL, and room for its text. */
const REPORT_BODY_LIMIT = CERTIFICATE_MAX_BASE64_CHARS + 64 * 1024;

/**
 * "Report an absence" and "Ask for leave" (decision 107): the parents' own, as the certificate upload
 * is; a student's account is refused by its role (403) before anything is read.
 */
export async function familyRequestsRoutes(app: App) {
  const { db } = app.deps;
  const parents = { roles: ['ROLE_PARENT' as const] };
  const tags = ['registry'];
  const refusals = { 400: ZApiError, 403: ZApiError, 404: ZApiError, 413: ZApiError, 415: ZApiError };
  const clock = () => ({ today: schoolToday(app.deps), now: app.deps.now() });

  app.get(familyRequestPaths.list, { config: parents, schema: { tags, response: { 200: ZFamilyRequestList } } }, async (request) =>
    listFamilyRequests(db, request.actor),
  );
  app.post(
    familyRequestPaths.absences,
    {
      config: parents,
      bodyLimit: REPORT_BODY_LIMIT,
      schema: { tags, body: ZReportAbsenceRequest, response: { 200: ZFamilyRequest, ...refusals } },
    },
    async (request) => {
      const saved = await reportAbsence(db, request.actor, request.body, clock());
      app.jobs.wake();
      return saved;
    },
  );
  app.post(
    familyRequestPaths.leave,
    { config: parents, schema: { tags, body: ZAskLeaveRequest, response: { 200: ZFamilyRequest, ...refusals } } },
    async (request) => {
      const saved = await askLeave(db, request.actor, request.body, clock());
      app.jobs.wake();
      return saved;
    },
  );
}
