import {
  OFFICE_ROLES,
  ROSTER_ZIP_MAX_BYTES,
  ZApiError,
  ZRosterImportList,
  ZRosterImportRequest,
  ZRosterInvalid,
  ZRosterReport,
  rosterPaths,
} from '@carnet/contract';
import * as z from 'zod';
import { callerLanguage } from '../../i18n/caller-language';
import { translate } from '../../i18n/translate';
import { AppError } from '../../lib/app-error';
import type { App } from '../../types';
import { mailContextOf } from '../../mail/mail-context';
import { readRosterZip } from './roster-files';
import { importRoster, listRosterImports } from './roster-import.service';
import { problemsReport } from './roster-report';

/** Base64 makes 4 characters of 3 bytes; the file name and the flag are small. */
const BODY_LIMIT = Math.ceil(ROSTER_ZIP_MAX_BYTES / 3) * 4 + 64 * 1024;

/** The office imports the school's OneRoster export: a dry run first, then the import itself (decision 069). */
export async function rosterStaffRoutes(app: App) {
  const { db } = app.deps;
  const office = { roles: [...OFFICE_ROLES] };
  const tags = ['staff'];
  const ctx = mailContextOf(app.deps);

  app.post(
    rosterPaths.import,
    {
      config: office,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        body: ZRosterImportRequest,
        response: { 200: ZRosterReport, 400: z.union([ZRosterInvalid, ZApiError]), 403: ZApiError, 409: ZApiError, 413: ZApiError },
      },
    },
    async (request, reply) => {
      const bytes = Buffer.from(request.body.data, 'base64');
      if (bytes.length > ROSTER_ZIP_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'roster.zipTooLarge');
      const files = await readRosterZip(bytes);
      const language = callerLanguage(request, app.deps.config.defaultLanguage);
      const outcome = await importRoster(db, ctx, files, {
        isDryRun: request.body.dryRun,
        actor: request.actor,
        fileName: request.body.name,
        language,
      });
      if (outcome.isValid) {
        if (!request.body.dryRun) app.jobs.wake();
        return outcome.report;
      }
      return reply.status(400).send({
        code: 'ROSTER_INVALID',
        message: translate('roster.invalid', language, { count: outcome.problems.length }),
        problems: problemsReport(outcome.problems, language),
      });
    },
  );

  app.get(rosterPaths.imports, { config: office, schema: { tags, response: { 200: ZRosterImportList } } }, async () =>
    listRosterImports(db),
  );
}
