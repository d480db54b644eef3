import { OFFICE_ROLES, ZIdParams } from '@carnet/contract';
import { dataExportPaths } from '@carnet/contract/data-export-paths';
import type { App } from '../../types';
import { sendExport } from './export-reply';
import { exportFamilyAsOffice } from './data-export.service';

/** The office produces a family's export for a request (decision 077); audited, and limited like the family's. */
export async function dataExportStaffRoutes(app: App) {
  const { db, config } = app.deps;
  app.get(
    dataExportPaths.family(':id'),
    {
      config: { roles: [...OFFICE_ROLES], countsAsWrite: true },
      schema: { tags: ['staff'], params: ZIdParams, produces: ['application/zip'] },
    },
    async (request, reply) => {
      const exported = await exportFamilyAsOffice(db, request.actor, request.params.id, config.defaultLanguage, app.deps.now());
      return sendExport(reply, exported);
    },
  );
}
