import {
  REGISTRY_PAGE_LIMIT,
  ZApiError,
  ZCertificateUpload,
  ZOk,
  ZRegistryList,
  ZRegistryListQuery,
  apiPaths,
  previousSchoolYearStart,
} from '@carnet/contract';
import { sendKeysetPage } from '../../lib/keyset-page';
import { schoolToday } from '../../lib/school-day';
import type { App } from '../../types';
import { CERTIFICATE_FIELD_CAPS } from './certificate-file';
import { updateCertificate } from './certificate.service';
import { acceptMultipartFields } from './multipart-fields';
import { listRegistryPage } from './registry.service';

export async function registryRoutes(app: App) {
  const { db } = app.deps;

  // Without a query: the current and previous school year, as the spec's list. Older pages follow the `Link` header.
  app.get(
    apiPaths.registry,
    { schema: { tags: ['registry'], querystring: ZRegistryListQuery, response: { 200: ZRegistryList, 400: ZApiError } } },
    async (request, reply) => {
      const windowStart = previousSchoolYearStart(schoolToday(app.deps));
      const page = await listRegistryPage(db, request.actor, request.query, windowStart);
      return sendKeysetPage(reply, apiPaths.registry, page, request.query.limit ?? REGISTRY_PAGE_LIMIT);
    },
  );

  // Its own scope, so multipart parsing exists for this one route and nowhere else.
  await app.register(async (scope: App) => {
    await acceptMultipartFields(scope, CERTIFICATE_FIELD_CAPS);
    scope.post(
      apiPaths.registryCertificate,
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
