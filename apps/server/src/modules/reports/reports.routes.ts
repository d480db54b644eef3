import { ZIdParams, ZReportList, apiPaths } from '@carnet/contract';
import { sendFile } from '../../lib/download';
import type { App } from '../../types';
import { downloadReport, listReports } from './reports.service';

export async function reportsRoutes(app: App) {
  const { db } = app.deps;

  app.get(apiPaths.reports, { schema: { tags: ['reports'], response: { 200: ZReportList } } }, async (request) =>
    listReports(db, request.actor),
  );

  app.get(
    apiPaths.reportDownload(':id'),
    { config: { countsAsWrite: true }, schema: { tags: ['reports'], params: ZIdParams, produces: ['application/pdf'] } },
    async (request, reply) => {
      const { file, name } = await downloadReport(db, request.actor, request.params.id);
      return sendFile(reply, file, name);
    },
  );
}
