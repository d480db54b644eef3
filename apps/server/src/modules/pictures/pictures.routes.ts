import { ZPictureParams, apiPaths } from '@carnet/contract';
import type { App } from '../../types';
import { getPicture } from './pictures.service';

export async function picturesRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    apiPaths.picture(':entityType', ':entityId'),
    {
      schema: {
        tags: ['pictures'],
        description: 'The picture of a teacher or of one of your children (image bytes); the default avatar when none is stored.',
        params: ZPictureParams,
      },
    },
    async (request, reply) => {
      const picture = await getPicture(db, request.actor, request.params);
      // A child's face is personal: the web app keeps it in memory until sign-out, no HTTP cache keeps it at all.
      return reply.header('Content-Type', picture.mediaType).header('Cache-Control', 'private, no-store').send(picture.bytes);
    },
  );
}
