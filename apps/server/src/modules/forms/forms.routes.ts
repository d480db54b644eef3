import { ZFormData, ZFormDefinition, ZFormRequestList, ZIdParams, ZOk, ZSendFormRequest, apiPaths } from '@carnet/contract';
import type { App } from '../../types';
import { getFormData, getFormDefinition, listMyFormRequests } from './forms.service';
import { sendFormData } from './send-form.service';

const parentsOnly = { roles: ['ROLE_PARENT' as const] };

export async function formsRoutes(app: App) {
  const { db } = app.deps;

  app.get(apiPaths.myForms, { config: parentsOnly, schema: { tags: ['forms'], response: { 200: ZFormRequestList } } }, async (request) =>
    listMyFormRequests(db, request.actor),
  );

  app.get(
    apiPaths.form(':id'),
    { config: parentsOnly, schema: { tags: ['forms'], params: ZIdParams, response: { 200: ZFormDefinition } } },
    async (request) => getFormDefinition(db, request.actor, request.params.id),
  );

  app.get(
    apiPaths.formData(':id'),
    { config: parentsOnly, schema: { tags: ['forms'], params: ZIdParams, response: { 200: ZFormData } } },
    async (request) => getFormData(db, request.actor, request.params.id),
  );

  app.patch(
    apiPaths.sendForm(':id'),
    { config: parentsOnly, schema: { tags: ['forms'], params: ZIdParams, body: ZSendFormRequest, response: { 200: ZOk } } },
    async (request) => {
      await sendFormData(db, request.actor, request.params.id, request.body);
      return { success: true as const };
    },
  );
}
