import * as z from 'zod';
import {
  accountPaths,
  ZAccepted,
  ZApiError,
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZLinkSecret,
  ZLinkState,
  ZLoginResponse,
  ZRenewLinkRequest,
  ZUseLinkRequest,
} from '@carnet/contract';
import { AppError } from '../../lib/app-error';
import { logSecurityEvent } from '../../lib/security-log';
import type { App } from '../../types';
import { checkLink, renewLink, useLink } from './activation.service';
import { afterReplyTasksSettled, runAfterReply } from './after-reply';
import { isLinkRefusal } from './link-errors';
import { mailContextOf } from '../../mail/mail-context';
import { changePassword, signOutEverywhere } from './password-change.service';
import { requestPasswordReset } from './password-reset.service';
import { createSelfServiceLimits, tooManyRequests } from './self-service-limits';

const ZNoContent = z.null().describe('No content');
const isPublic = { isPublic: true };
const anyAccount = { anyAccount: true };
const accepted = { accepted: true } as const;

/** The person's own account (decision 068): links and codes, forgotten and changed passwords, signing out everywhere. */
export async function selfServiceRoutes(app: App) {
  const { db, tokens } = app.deps;
  const ctx = mailContextOf(app.deps);
  const limits = createSelfServiceLimits(app);
  // A reset being sent when the server stops is finished first.
  app.addHook('onClose', afterReplyTasksSettled);

  app.post(
    accountPaths.checkLink,
    {
      config: isPublic,
      schema: { tags: ['accounts'], security: [], body: ZLinkSecret, response: { 200: ZLinkState, 400: ZApiError, 429: ZApiError } },
    },
    async (request, reply) => {
      await limits.countLinkTry(request, reply);
      const state = await checkLink(db, request.body, ctx.now());
      if (state.state !== 'valid') logSecurityEvent(request, 'link_refused', { state: state.state, purpose: state.purpose });
      return state;
    },
  );

  app.post(
    accountPaths.useLink,
    {
      config: isPublic,
      schema: {
        tags: ['accounts'],
        security: [],
        body: ZUseLinkRequest,
        response: { 200: ZLoginResponse, 400: ZApiError, 404: ZApiError, 410: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      await limits.countLinkTry(request, reply);
      const used = await useLink(db, ctx, request.body).catch((error: unknown) => {
        if (isLinkRefusal(error)) logSecurityEvent(request, 'link_refused', { code: error.code });
        throw error;
      });
      if (used.hasQueuedMail) app.jobs.wake();
      logSecurityEvent(request, used.purpose === 'reset' ? 'password_reset' : 'account_activated', {
        userId: used.userId,
        purpose: used.purpose,
      });
      return { token: await tokens.sign(used.userId, used.roles) };
    },
  );

  app.post(
    accountPaths.renewLink,
    {
      config: isPublic,
      schema: { tags: ['accounts'], security: [], body: ZRenewLinkRequest, response: { 202: ZAccepted, 400: ZApiError, 429: ZApiError } },
    },
    async (request, reply) => {
      await limits.countLinkTry(request, reply);
      const renewal = await renewLink(db, ctx, request.body, (userId) => limits.mayMail(`account:${userId}`)).catch((error: unknown) => {
        request.log.error({ err: error }, 'renewing a link failed');
        return null;
      });
      if (renewal) {
        app.jobs.wake();
        const event = renewal.purpose === 'invitation' ? 'account_invited' : 'password_reset_requested';
        logSecurityEvent(request, event, { userId: renewal.userId, renewed: true });
      }
      return reply.status(202).send(accepted);
    },
  );

  app.post(
    accountPaths.forgotPassword,
    {
      config: isPublic,
      schema: {
        tags: ['accounts'],
        security: [],
        body: ZForgotPasswordRequest,
        response: { 202: ZAccepted, 400: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      await limits.countResetRequest(request, reply);
      const { email } = request.body;
      // Everything that depends on the address happens after the answer, which is the same for all.
      runAfterReply(request.log, 'a password reset', async () => {
        const mayMail = await limits.mayMail(`address:${email.trim()}`);
        const userId = mayMail ? await requestPasswordReset(db, ctx, email) : null;
        if (userId !== null) app.jobs.wake();
        logSecurityEvent(request, 'password_reset_requested', userId === null ? { sent: false } : { userId, sent: true });
      });
      return reply.status(202).send(accepted);
    },
  );

  app.post(
    accountPaths.changePassword,
    {
      config: anyAccount,
      schema: { tags: ['accounts'], body: ZChangePasswordRequest, response: { 200: ZLoginResponse, 400: ZApiError, 429: ZApiError } },
    },
    async (request, reply) => {
      const { userId, roles } = request.actor;
      const wait = await limits.wrongPasswordWait(request);
      if (wait !== null) {
        reply.header('Retry-After', String(wait));
        throw tooManyRequests(wait);
      }
      const hasQueuedMail = await changePassword(db, ctx, userId, request.body).catch(async (error: unknown) => {
        if (error instanceof AppError && error.code === 'WRONG_PASSWORD') await limits.recordWrongPassword(request);
        throw error;
      });
      if (hasQueuedMail) app.jobs.wake();
      logSecurityEvent(request, 'password_changed', { userId });
      return { token: await tokens.sign(userId, [...roles]) };
    },
  );

  app.post(
    accountPaths.signOutEverywhere,
    { config: anyAccount, schema: { tags: ['accounts'], response: { 204: ZNoContent, 401: ZApiError, 403: ZApiError } } },
    async (request, reply) => {
      await signOutEverywhere(db, request.actor.userId, request.tokenClaims.iatMs);
      logSecurityEvent(request, 'signed_out_everywhere', { userId: request.actor.userId });
      return reply.status(204).send(null);
    },
  );
}
