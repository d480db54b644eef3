import { OFFICE_ROLES, ZAuditPage, ZAuditQuery, staffPaths } from '@carnet/contract';
import type { App } from '../../types';
import { listAudit } from './audit.service';

/** The office reads the audit log, filtered by person and pupil; nobody writes it through the API. */
export async function auditStaffRoutes(app: App) {
  const { db } = app.deps;
  app.get(
    staffPaths.audit,
    { config: { roles: [...OFFICE_ROLES] }, schema: { tags: ['staff'], querystring: ZAuditQuery, response: { 200: ZAuditPage } } },
    async (request) => listAudit(db, request.query),
  );
}
