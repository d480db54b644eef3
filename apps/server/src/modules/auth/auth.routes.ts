import * as z from 'zod';
import { ZApiError, ZLoginRequest, ZLoginResponse, ZMe, ZUpdateMeRequest, apiPaths } from '@carnet/contract';
import { AppError } from '../../lib/app-error';
import { logSecurityEvent } from '../../lib/security-log';
import type { App } from '../../types';
import { getMe, logIn, loginFailed, logOut, updateMe } from './auth.service';
import { createLoginLimits, loginUserName } from './login-limits';

const ZNoContent = z.null().describe('No content');

export async function authRoutes(app: App) {
  const { db, tokens } = app.deps;
  const loginLimits = createLoginLimits(app);

  app.post(
    apiPaths.login,
    {
      config: { isPublic: true },
      schema: {
        tags: ['auth'],
        security: [],
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, 401: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      const userKey = loginUserName(request);
      const refusal = await loginLimits.refusal(request);
      if (refusal) {
        logSecurityEvent(request, 'login_refused', { user: userKey, ...refusal });
        reply.header('Retry-After', String(refusal.retryAfter));
        throw new AppError('RATE_LIMITED', 'auth.tooManyLogins', { wait: { waitSeconds: refusal.retryAfter } });
      }
      const result = await logIn(db, tokens, request.body);
      if (!result) {
        await loginLimits.recordFailure(request);
        logSecurityEvent(request, 'login_failed', { user: userKey });
        throw loginFailed();
      }
      logSecurityEvent(request, 'login_succeeded', { user: userKey, userId: result.userId });
      return { token: result.token };
    },
  );

  const anyAccount = { anyAccount: true };
  app.get(apiPaths.me, { config: anyAccount, schema: { tags: ['auth'], response: { 200: ZMe } } }, async (request) =>
    getMe(db, request.actor),
  );

  // Any signed-in role: the language is the person's own, so it follows them to every device.
  app.patch(
    apiPaths.me,
    { config: anyAccount, schema: { tags: ['auth'], body: ZUpdateMeRequest, response: { 200: ZMe, 400: ZApiError, 403: ZApiError } } },
    async (request) => updateMe(db, request.actor, request.body),
  );

  // Signs out the token it is called with, on the server too: a copy of it left in a shared browser
  // or a proxy log stops working at once.
  app.post(
    apiPaths.logout,
    { config: anyAccount, schema: { tags: ['auth'], response: { 204: ZNoContent, 401: ZApiError, 403: ZApiError } } },
    async (request, reply) => {
      await logOut(db, request.tokenClaims);
      return reply.status(204).send(null);
    },
  );
}
