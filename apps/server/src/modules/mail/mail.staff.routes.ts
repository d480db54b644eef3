import { OFFICE_ROLES, ZIdParams, ZMailCounts, ZMailPage, ZMailQuery, ZOk, accountAdminPaths } from '@carnet/contract';
import type { App } from '../../types';
import { mailContextOf } from '../../mail/mail-context';
import { writeInvitation } from '../accounts/invitations';
import { countMail, listMail, resendMail, type ResendContext } from './mail.service';

const office = { roles: [...OFFICE_ROLES] };
const tags = ['staff'];

/** The office follows the outgoing e-mail and sends a failed one again. */
export async function mailStaffRoutes(app: App) {
  const { db, now, mailKeys } = app.deps;
  const mailContext = mailContextOf(app.deps);
  // What can write an unreadable e-mail anew (mail/mail-sources, decision 089).
  const resendContext: ResendContext = {
    mailKeys,
    now,
    rebuilders: { invitation: (trx, userId) => writeInvitation(trx, mailContext, userId) },
  };

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
      await resendMail(db, request.actor, request.params.id, resendContext);
      // After the commit, so the worker finds the row pending.
      app.jobs.wake();
      return { success: true as const };
    },
  );
}
