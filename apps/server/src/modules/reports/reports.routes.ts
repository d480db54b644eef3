import { ZIdParams, ZReportList } from '@carnet/contract';
import { sendFile } from '../../lib/download';
import type { App } from '../../types';
import { downloadReport, listReports } from './reports.service';

export async function reportsRoutes(app: App) {
  const { db } = app.deps;

  app.get('/api/report', { schema: { tags: ['reports'], response: { 200: ZReportList } } }, async (request) =>
    listReports(db, request.actor),
  );

  app.get(
    '/api/report/:id/download',
    { config: { countsAsWrite: true }, schema: { tags: ['reports'], params: ZIdParams, produces: ['application/pdf'] } },
    async (request, reply) => {
      const { file, name } = await downloadReport(db, request.actor, request.params.id);
      return sendFile(reply, file, name);
    },
  );
}
