import { ZCertificateUpload, ZOk, ZRegistryList } from '@carnet/contract';
import type { App } from '../../types';
import { CERTIFICATE_FIELD_CAPS } from './certificate-file';
import { updateCertificate } from './certificate.service';
import { acceptMultipartFields } from './multipart-fields';
import { listRegistry } from './registry.service';

export async function registryRoutes(app: App) {
  const { db } = app.deps;

  app.get('/api/registry', { schema: { tags: ['registry'], response: { 200: ZRegistryList } } }, async (request) =>
    listRegistry(db, request.actor),
  );

  // Its own scope, so multipart parsing exists for this one route and nowhere else.
  await app.register(async (scope: App) => {
    await acceptMultipartFields(scope, CERTIFICATE_FIELD_CAPS);
    scope.post(
      '/api/registry/certificate',
      {
        config: { roles: ['ROLE_PARENT'] },
        schema: { tags: ['registry'], consumes: ['multipart/form-data'], body: ZCertificateUpload, response: { 200: ZOk } },
      },
      async (request) => {
        await updateCertificate(db, request.actor, request.body);
        return { success: true as const };
      },
    );
  });
}
