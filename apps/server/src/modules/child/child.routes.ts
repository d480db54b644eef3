import { ZChild, ZIdParams, apiPaths } from '@carnet/contract';
import { sendFile } from '../../lib/download';
import type { App } from '../../types';
import { getCertificateFile, getChild } from './child.service';

/**
 * Both reads write audit lines (health data, docs/privacy.md), so both count against the caller's
 * writes: the append-only log cannot be flooded by a loop of page views.
 */
const logsHealthRead = { countsAsWrite: true };

export async function childRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    apiPaths.child(':id'),
    { config: logsHealthRead, schema: { tags: ['child'], params: ZIdParams, response: { 200: ZChild } } },
    async (request) => getChild(db, request.actor, request.params.id),
  );

  app.get(
    apiPaths.certificateDownload(':id'),
    {
      config: logsHealthRead,
      schema: { tags: ['child'], description: 'A medical certificate of one of your children, as a PDF attachment.', params: ZIdParams },
    },
    async (request, reply) => {
      const { title, file } = await getCertificateFile(db, request.actor, request.params.id);
      return sendFile(reply, file, `${title}.pdf`);
    },
  );
}
