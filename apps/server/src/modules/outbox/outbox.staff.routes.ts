import { OFFICE_ROLES, ZIdParams, ZMailCounts, ZMailPage, ZMailQuery, ZOk, accountAdminPaths } from '@carnet/contract';
import type { App } from '../../types';
import { countMail, listMail, resendMail } from './outbox.service';

const office = { roles: [...OFFICE_ROLES] };
const tags = ['staff'];

/** The office follows the outgoing e-mail and sends a failed one again. */
export async function outboxStaffRoutes(app: App) {
  const { db, now } = app.deps;

  app.get(
    accountAdminPaths.mail,
    { config: office, schema: { tags, querystring: ZMailQuery, response: { 200: ZMailPage } } },
    async (request) => listMail(db, request.query),
  );
  app.get(accountAdminPaths.mailCounts, { config: office, schema: { tags, response: { 200: ZMailCounts } } }, async () => countMail(db));
  app.post(
    accountAdminPaths.mailResend(':id'),
    { config: office, schema: { tags, params: ZIdParams, response: { 200: ZOk } } },
    async (request) => {
      await resendMail(db, request.actor, request.params.id, now());
      // After the commit, so the worker finds the row pending.
      app.jobs.wake();
      return { success: true as const };
    },
  );
}
