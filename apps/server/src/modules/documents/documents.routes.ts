import { ZDocumentList, ZIdParams } from '@carnet/contract';
import { sendFile } from '../../lib/download';
import type { App } from '../../types';
import { downloadDocument, listDocuments } from './documents.service';

const parentsOnly = { roles: ['ROLE_PARENT' as const] };

export async function documentsRoutes(app: App) {
  const { db } = app.deps;

  app.get('/api/documents', { config: parentsOnly, schema: { tags: ['documents'], response: { 200: ZDocumentList } } }, async (request) =>
    listDocuments(db, request.actor),
  );

  app.get(
    '/api/documents/:id/download',
    { config: { ...parentsOnly, countsAsWrite: true }, schema: { tags: ['documents'], params: ZIdParams, produces: ['application/pdf'] } },
    async (request, reply) => {
      const { file, name } = await downloadDocument(db, request.actor, request.params.id);
      return sendFile(reply, file, name);
    },
  );
}
