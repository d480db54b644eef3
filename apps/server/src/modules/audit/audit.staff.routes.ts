import { OFFICE_ROLES, ZAuditExportQuery, ZAuditFilters, ZAuditPage, ZAuditQuery, calendarPaths, staffPaths } from '@carnet/contract';
import { callerLanguage } from '../../i18n/caller-language';
import { sendFile } from '../../lib/download';
import { spreadsheetFile } from '../../lib/spreadsheet';
import type { App } from '../../types';
import { auditSheet, listAudit, listAuditFilters } from './audit.service';

/** The office reads the audit log, filtered by person, pupil, action and days, and exports it; nobody writes it through the API. */
export async function auditStaffRoutes(app: App) {
  const { db, config } = app.deps;
  const office = { roles: [...OFFICE_ROLES] };
  const readerOf = (request: Parameters<typeof callerLanguage>[0]) => ({
    language: callerLanguage(request, config.defaultLanguage),
    timeZone: config.schoolTimeZone,
  });
  app.get(
    staffPaths.audit,
    { config: office, schema: { tags: ['staff'], querystring: ZAuditQuery, response: { 200: ZAuditPage } } },
    async (request) => listAudit(db, request.query, readerOf(request)),
  );
  app.get(
    staffPaths.auditExport,
    { config: office, schema: { tags: ['staff'], querystring: ZAuditExportQuery } },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const reader = readerOf(request);
      const file = await spreadsheetFile(await auditSheet(db, filters, reader), format, reader.language, reader.timeZone);
      return sendFile(reply, file, file.name);
    },
  );
  app.get(calendarPaths.auditFilters, { config: office, schema: { tags: ['staff'], response: { 200: ZAuditFilters } } }, async () =>
    listAuditFilters(db),
  );
}
