import {
  DOCUMENT_PAGE_LIMIT,
  ZApiError,
  ZDocumentList,
  ZDocumentListQuery,
  ZIdParams,
  apiPaths,
  previousSchoolYearStart,
} from '@carnet/contract';
import { sendFile } from '../../lib/download';
import { sendKeysetPage } from '../../lib/keyset-page';
import { schoolToday } from '../../lib/school-day';
import type { App } from '../../types';
import { downloadDocument, listDocumentPage } from './documents.service';

const parentsOnly = { roles: ['ROLE_PARENT' as const] };

export async function documentsRoutes(app: App) {
  const { db } = app.deps;

  // Without a query: the current and previous school year, as the spec's list. Older pages follow the `Link` header.
  app.get(
    apiPaths.documents,
    {
      config: parentsOnly,
      schema: { tags: ['documents'], querystring: ZDocumentListQuery, response: { 200: ZDocumentList, 400: ZApiError } },
    },
    async (request, reply) => {
      const windowStart = previousSchoolYearStart(schoolToday(app.deps));
      const page = await listDocumentPage(db, request.actor, request.query, windowStart);
      return sendKeysetPage(reply, apiPaths.documents, page, request.query.limit ?? DOCUMENT_PAGE_LIMIT);
    },
  );

  app.get(
    apiPaths.documentDownload(':id'),
    { config: { ...parentsOnly, countsAsWrite: true }, schema: { tags: ['documents'], params: ZIdParams, produces: ['application/pdf'] } },
    async (request, reply) => {
      const { file, name } = await downloadDocument(db, request.actor, request.params.id);
      return sendFile(reply, file, name);
    },
  );
}
