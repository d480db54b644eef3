import { ZIdParams, ZNewsletterList } from '@carnet/contract';
import { sendFile } from '../../lib/download';
import type { App } from '../../types';
import { downloadNewsletter, listNewsletters } from './newsletter.service';

export async function newsletterRoutes(app: App) {
  const { db } = app.deps;

  app.get('/api/newsletter', { schema: { tags: ['newsletter'], response: { 200: ZNewsletterList } } }, async (request) =>
    listNewsletters(db, request.actor),
  );

  app.get(
    '/api/newsletter/:id/download',
    { config: { countsAsWrite: true }, schema: { tags: ['newsletter'], params: ZIdParams, produces: ['application/pdf'] } },
    async (request, reply) => {
      const { file, name } = await downloadNewsletter(db, request.actor, request.params.id);
      return sendFile(reply, file, name);
    },
  );
}
