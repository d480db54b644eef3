import { ZFamily, ZIdParams, ZOk, ZUpdateFamilyMemberRequest, ZUpdateFinancialRequest, apiPaths } from '@carnet/contract';
import type { App } from '../../types';
import { getFamily, updateFamilyMember, updateFinancial } from './family.service';

const parentsOnly = { roles: ['ROLE_PARENT' as const] };

export async function familyRoutes(app: App) {
  const { db } = app.deps;

  app.get(apiPaths.family, { config: parentsOnly, schema: { tags: ['family'], response: { 200: ZFamily } } }, async (request) =>
    getFamily(db, request.actor),
  );

  app.post(
    apiPaths.updateFinancial,
    { config: parentsOnly, schema: { tags: ['family'], body: ZUpdateFinancialRequest, response: { 200: ZOk } } },
    async (request) => {
      await updateFinancial(db, request.actor, request.body);
      return { success: true as const };
    },
  );

  app.post(
    apiPaths.updateFamilyMember(':id'),
    {
      config: parentsOnly,
      schema: { tags: ['family'], params: ZIdParams, body: ZUpdateFamilyMemberRequest, response: { 200: ZOk } },
    },
    async (request) => {
      await updateFamilyMember(db, request.actor, request.params.id, request.body);
      return { success: true as const };
    },
  );
}
