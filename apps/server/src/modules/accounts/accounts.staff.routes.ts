import { shownSignInName } from './sign-in-names';
import {
  OFFICE_ROLES,
  ZActivationSummary,
  ZClassIdsRequest,
  ZClassInvitationsResult,
  ZCreateAccountRequest,
  ZCreatedAccount,
  ZIdParams,
  ZLettersRequest,
  ZOk,
  ZPendingAccountPage,
  ZPendingAccountQuery,
  accountAdminPaths,
} from '@carnet/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendFile } from '../../lib/download';
import { logSecurityEvent } from '../../lib/security-log';
import type { App } from '../../types';
import { createAccount, resendInvitation } from './account-admin.service';
import { activationSummary, listPendingAccounts } from './activation-report.service';
import { inviteClasses } from './class-invitations.service';
import { printAccountLetter, printLetters } from './letters.service';
import { mailContextOf } from '../../mail/mail-context';

const office = { roles: [...OFFICE_ROLES] };
const tags = ['staff'];

/** The office invites parents, pupils and staff (e-mail or printed letter) and follows who has not activated (decision 068). */
export async function accountsStaffRoutes(app: App) {
  const { db } = app.deps;
  const ctx = mailContextOf(app.deps);
  const logInvited = (request: FastifyRequest, accountIds: number[], delivery: 'email' | 'letter') => {
    for (const accountId of accountIds) logSecurityEvent(request, 'account_invited', { userId: request.actor.userId, accountId, delivery });
  };
  const sendPdf = (reply: FastifyReply, bytes: Buffer, name: string) =>
    sendFile(reply, { name, media_type: 'application/pdf', bytes }, name);

  app.post(
    accountAdminPaths.accounts,
    { config: office, schema: { tags, body: ZCreateAccountRequest, response: { 200: ZCreatedAccount } } },
    async (request) => {
      const created = await createAccount(db, ctx, request.actor, request.body);
      logInvited(request, [created.id], created.delivery);
      app.jobs.wake();
      return { id: created.id, signInName: shownSignInName(created.signInName) };
    },
  );
  app.post(
    accountAdminPaths.classInvitations,
    { config: office, schema: { tags, body: ZClassIdsRequest, response: { 200: ZClassInvitationsResult } } },
    async (request) => {
      const { invitedIds, ...result } = await inviteClasses(db, ctx, request.actor, request.body.classIds);
      logInvited(request, invitedIds, 'email');
      app.jobs.wake();
      return result;
    },
  );
  app.post(
    accountAdminPaths.resendInvitation(':id'),
    { config: office, schema: { tags, params: ZIdParams, response: { 200: ZOk } } },
    async (request) => {
      await resendInvitation(db, ctx, request.actor, request.params.id);
      logInvited(request, [request.params.id], 'email');
      app.jobs.wake();
      return { success: true as const };
    },
  );
  app.get(
    accountAdminPaths.pending,
    { config: office, schema: { tags, querystring: ZPendingAccountQuery, response: { 200: ZPendingAccountPage } } },
    async (request) => listPendingAccounts(db, request.query),
  );
  app.get(accountAdminPaths.activationSummary, { config: office, schema: { tags, response: { 200: ZActivationSummary } } }, async () =>
    activationSummary(db),
  );
  app.post(
    accountAdminPaths.letters,
    { config: office, schema: { tags, body: ZLettersRequest, produces: ['application/pdf'] } },
    async (request, reply) => {
      const printed = await printLetters(db, ctx, request.actor, request.body);
      logInvited(request, printed.accountIds, 'letter');
      return sendPdf(reply, printed.pdf, 'carnet-letters.pdf');
    },
  );
  app.post(
    accountAdminPaths.accountLetter(':id'),
    { config: office, schema: { tags, params: ZIdParams, produces: ['application/pdf'] } },
    async (request, reply) => {
      const pdf = await printAccountLetter(db, ctx, request.actor, request.params.id);
      logInvited(request, [request.params.id], 'letter');
      return sendPdf(reply, pdf, 'carnet-letter.pdf');
    },
  );
}
