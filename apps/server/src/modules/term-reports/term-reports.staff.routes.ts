import {
  OFFICE_ROLES,
  STAFF_ROLES,
  ZApiError,
  ZAppreciationsRequest,
  ZClassAppreciations,
  ZGroupAppreciations,
  ZHeadTeacherRequest,
  ZIdText,
  ZOk,
  ZTermReportOverview,
  ZTermReportSummaries,
  ZTermReportSummary,
  staffTermReportsPaths,
} from '@carnet/contract';
import * as z from 'zod/mini';
import { callerLanguage } from '../../i18n/caller-language';
import { translate } from '../../i18n/translate';
import { sendFile } from '../../lib/download';
import { notFound } from '../../lib/app-error';
import { schoolToday } from '../../lib/school-day';
import type { App } from '../../types';
import { loadPupilReports } from './term-report-facts';
import { termReportPdf } from './term-report-pdf';
import { termReportJobHandler } from './term-reports.publish';
import {
  TERM_REPORT_JOB,
  classAppreciations,
  groupAppreciations,
  listTermReports,
  openTermReports,
  setHeadTeacher,
  startPublishing,
  termOrThrow,
  termOverview,
  writeClassAppreciations,
  writeGroupAppreciations,
} from './term-reports.staff.service';
import { oneRosterStaffRoutes } from './oneroster.staff.routes';

const ZTermParams = z.strictObject({ termId: ZIdText });
const ZGroupParams = z.strictObject({ termId: ZIdText, groupId: ZIdText });
const ZClassParams = z.strictObject({ termId: ZIdText, classId: ZIdText });
const ZPupilParams = z.strictObject({ termId: ZIdText, childId: ZIdText });
const ZHeadParams = z.strictObject({ classId: ZIdText });

/** The term report's staff routes (decision 114); the publishing job is registered here. */
export async function termReportsStaffRoutes(app: App) {
  const { db, config } = app.deps;
  const staff = { roles: [...STAFF_ROLES] };
  const office = { roles: [...OFFICE_ROLES] };
  const tags = ['staff'];
  const refusals = { 400: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
  const timeZone = config.schoolTimeZone;
  app.jobs.register(
    TERM_REPORT_JOB,
    termReportJobHandler(db, { now: app.deps.now, timeZone, schoolName: config.schoolName, language: config.defaultLanguage }),
  );

  app.get(staffTermReportsPaths.terms, { config: staff, schema: { tags, response: { 200: ZTermReportSummaries } } }, async () =>
    listTermReports(db, schoolToday(app.deps)),
  );
  app.get(
    staffTermReportsPaths.term,
    { config: staff, schema: { tags, params: ZTermParams, response: { 200: ZTermReportOverview, 400: ZApiError, 404: ZApiError } } },
    async (request) => termOverview(db, request.actor, request.params.termId),
  );
  app.post(
    staffTermReportsPaths.open,
    { config: office, schema: { tags, params: ZTermParams, response: { 200: ZTermReportSummary, ...refusals } } },
    async (request) => openTermReports(db, request.actor, request.params.termId, app.deps.now()),
  );
  app.get(
    staffTermReportsPaths.group,
    { config: staff, schema: { tags, params: ZGroupParams, response: { 200: ZGroupAppreciations, 400: ZApiError, 404: ZApiError } } },
    async (request) => groupAppreciations(db, request.actor, request.params.termId, request.params.groupId),
  );
  app.put(
    staffTermReportsPaths.group,
    {
      config: staff,
      schema: { tags, params: ZGroupParams, body: ZAppreciationsRequest, response: { 200: ZGroupAppreciations, ...refusals } },
    },
    async (request) =>
      writeGroupAppreciations(db, request.actor, request.params.termId, request.params.groupId, request.body, app.deps.now()),
  );
  app.get(
    staffTermReportsPaths.class,
    { config: staff, schema: { tags, params: ZClassParams, response: { 200: ZClassAppreciations, 400: ZApiError, 404: ZApiError } } },
    async (request) => classAppreciations(db, request.actor, request.params.termId, request.params.classId, timeZone),
  );
  app.put(
    staffTermReportsPaths.class,
    {
      config: staff,
      schema: { tags, params: ZClassParams, body: ZAppreciationsRequest, response: { 200: ZClassAppreciations, ...refusals } },
    },
    async (request) =>
      writeClassAppreciations(db, request.actor, request.params.termId, request.params.classId, request.body, app.deps.now(), timeZone),
  );
  app.get(
    staffTermReportsPaths.preview,
    { config: office, schema: { tags, params: ZPupilParams, response: { 400: ZApiError, 404: ZApiError } } },
    async (request, reply) => {
      const term = await termOrThrow(db, request.params.termId);
      const [report] = await loadPupilReports(db, term, [request.params.childId], timeZone);
      if (!report) throw notFound('Child');
      const language = callerLanguage(request, config.defaultLanguage);
      const bytes = await termReportPdf(report, term, { language, schoolName: config.schoolName });
      const name = `${translate('termReport.fileName', language, { name: `${report.firstName} ${report.lastName}`.trim(), term: term.name })}.pdf`;
      sendFile(reply, { name, media_type: 'application/pdf', bytes }, name);
      return reply;
    },
  );
  app.post(
    staffTermReportsPaths.publish,
    { config: office, schema: { tags, params: ZTermParams, response: { 202: ZTermReportSummary, ...refusals } } },
    async (request, reply) => {
      const summary = await startPublishing(db, request.actor, request.params.termId, app.deps.now());
      app.jobs.wake();
      return reply.status(202).send(summary);
    },
  );
  app.put(
    staffTermReportsPaths.headTeacher,
    { config: office, schema: { tags, params: ZHeadParams, body: ZHeadTeacherRequest, response: { 200: ZOk, ...refusals } } },
    async (request) => setHeadTeacher(db, request.actor, request.params.classId, request.body),
  );
  await oneRosterStaffRoutes(app);
}
