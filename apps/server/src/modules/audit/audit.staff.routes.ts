import { OFFICE_ROLES, ZAuditFilters, ZAuditPage, ZAuditQuery, calendarPaths, staffPaths } from '@carnet/contract';
import type { App } from '../../types';
import { listAudit, listAuditFilters } from './audit.service';

/** The office reads the audit log, filtered by person and pupil; nobody writes it through the API. */
export async function auditStaffRoutes(app: App) {
  const { db } = app.deps;
  app.get(
    staffPaths.audit,
    { config: { roles: [...OFFICE_ROLES] }, schema: { tags: ['staff'], querystring: ZAuditQuery, response: { 200: ZAuditPage } } },
    async (request) => listAudit(db, request.query),
  );
  app.get(
    calendarPaths.auditFilters,
    { config: { roles: [...OFFICE_ROLES] }, schema: { tags: ['staff'], response: { 200: ZAuditFilters } } },
    async () => listAuditFilters(db),
  );
}
