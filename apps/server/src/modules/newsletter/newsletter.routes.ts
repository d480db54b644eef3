import { NEWSLETTER_LIST_LIMIT, ZApiError, ZIdParams, ZNewsletterList, ZNewsletterListQuery, apiPaths } from '@carnet/contract';
import { sendKeysetPage } from '../../lib/keyset-page';
import { sendFile } from '../../lib/download';
import type { App } from '../../types';
import { downloadNewsletter, listNewsletterPage } from './newsletter.service';

export async function newsletterRoutes(app: App) {
  const { db } = app.deps;

  // Without a query: the newest page, as the spec's list. Older pages follow the `Link` header.
  app.get(
    apiPaths.newsletters,
    { schema: { tags: ['newsletter'], querystring: ZNewsletterListQuery, response: { 200: ZNewsletterList, 400: ZApiError } } },
    async (request, reply) => {
      const page = await listNewsletterPage(db, request.actor, request.query);
      return sendKeysetPage(reply, apiPaths.newsletters, page, request.query.limit ?? NEWSLETTER_LIST_LIMIT);
    },
  );

  app.get(
    apiPaths.newsletterDownload(':id'),
    { config: { countsAsWrite: true }, schema: { tags: ['newsletter'], params: ZIdParams, produces: ['application/pdf'] } },
    async (request, reply) => {
      const { file, name } = await downloadNewsletter(db, request.actor, request.params.id);
      return sendFile(reply, file, name);
    },
  );
}
