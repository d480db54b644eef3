import {
  OFFICE_ROLES,
  PUBLISH_FILE_MAX_BYTES,
  REPORTS_REQUEST_MAX_BYTES,
  ZApiError,
  ZIdParams,
  ZPublication,
  ZPublicationList,
  ZPublicationsQuery,
  ZPublishDocument,
  ZPublishNewsletter,
  ZPublishReports,
  ZReportsPreview,
  ZReportsPreviewRequest,
  publishingPaths,
} from '@carnet/contract';
import { schoolToday } from '../../lib/school-day';
import type { App } from '../../types';
import { getPublication, listPublications } from './publications.service';
import { publishDocumentToAudience } from './publish-documents';
import { publishNewsletterToAudience } from './publish-newsletter';
import { publishReportsToPupils } from './publish-reports';
import { previewReports } from './reports-preview';
import { withdrawPublication } from './withdraw-publication';

/** Base64 makes 4 characters of 3 bytes; the rest of the JSON (title, audience, names) is small. */
const base64Bytes = (bytes: number) => Math.ceil(bytes / 3) * 4;
const ENVELOPE_BYTES = 256 * 1024;
/** Fastify counts the body as it arrives and answers 413 past these, before any of it is parsed. */
const ONE_FILE_BODY_LIMIT = base64Bytes(PUBLISH_FILE_MAX_BYTES) + ENVELOPE_BYTES;
const REPORTS_BODY_LIMIT = base64Bytes(REPORTS_REQUEST_MAX_BYTES) + ENVELOPE_BYTES;

const refusals = { 400: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 413: ZApiError, 415: ZApiError };

/** The office publishes newsletters, documents and reports to families, lists them and withdraws them (decision 063). */
export async function publishingStaffRoutes(app: App) {
  const { db } = app.deps;
  const office = { roles: [...OFFICE_ROLES] };
  const tags = ['staff'];

  app.get(
    publishingPaths.publications,
    { config: office, schema: { tags, querystring: ZPublicationsQuery, response: { 200: ZPublicationList } } },
    async (request) => listPublications(db, request.query.kind),
  );

  app.post(
    publishingPaths.newsletters,
    {
      config: office,
      bodyLimit: ONE_FILE_BODY_LIMIT,
      schema: { tags, body: ZPublishNewsletter, response: { 200: ZPublication, ...refusals } },
    },
    async (request) => {
      const id = await publishNewsletterToAudience(db, request.actor, { ...request.body, today: schoolToday(app.deps) });
      return getPublication(db, id);
    },
  );

  app.post(
    publishingPaths.documents,
    {
      config: office,
      bodyLimit: ONE_FILE_BODY_LIMIT,
      schema: { tags, body: ZPublishDocument, response: { 200: ZPublication, ...refusals } },
    },
    async (request) => {
      const id = await publishDocumentToAudience(db, request.actor, { ...request.body, today: schoolToday(app.deps) });
      return getPublication(db, id);
    },
  );

  app.post(
    publishingPaths.reportsPreview,
    { config: office, schema: { tags, body: ZReportsPreviewRequest, response: { 200: ZReportsPreview, 400: ZApiError } } },
    async (request) => previewReports(db, request.body),
  );

  app.post(
    publishingPaths.reports,
    {
      config: office,
      bodyLimit: REPORTS_BODY_LIMIT,
      schema: { tags, body: ZPublishReports, response: { 200: ZPublication, ...refusals } },
    },
    async (request) => getPublication(db, await publishReportsToPupils(db, request.actor, request.body)),
  );

  app.post(
    publishingPaths.withdraw,
    { config: office, schema: { tags, params: ZIdParams, response: { 200: ZPublication, ...refusals } } },
    async (request) => {
      await withdrawPublication(db, request.actor, request.params.id);
      return getPublication(db, request.params.id);
    },
  );
}
