import { ZChild, ZIdParams } from '@carnet/contract';
import { sendFile } from '../../lib/download';
import type { App } from '../../types';
import { getCertificateFile, getChild } from './child.service';

export async function childRoutes(app: App) {
  const { db } = app.deps;

  app.get('/api/child/:id', { schema: { tags: ['child'], params: ZIdParams, response: { 200: ZChild } } }, async (request) =>
    getChild(db, request.actor, request.params.id),
  );

  app.get(
    '/api/certificate/:id/download',
    { schema: { tags: ['child'], description: 'A medical certificate of one of your children, as a PDF attachment.', params: ZIdParams } },
    async (request, reply) => {
      const { title, file } = await getCertificateFile(db, request.actor, request.params.id);
      return sendFile(reply, file, `${title}.pdf`);
    },
  );
}
