import * as z from 'zod';
import { ZApiError, ZLoginRequest, ZLoginResponse, ZMe } from '@carnet/contract';
import { AppError } from '../../lib/app-error';
import { RateLimiter } from '../../lib/rate-limiter';
import { logSecurityEvent } from '../../lib/security-log';
import type { App } from '../../types';
import { getMe, logIn, loginFailed, logOut } from './auth.service';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ZNoContent = z.null().describe('No content');

export async function authRoutes(app: App) {
  const { config, db, tokens } = app.deps;
  // Per address: every attempt counts. Per user name: only failures count, and a success clears them.
  const perIp = new RateLimiter(config.loginMaxPerIp, 60 * 1000);
  const perUser = new RateLimiter(config.loginMaxFailuresPerUser, FIFTEEN_MINUTES);

  app.post(
    '/api/login',
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
      const userKey = request.body.username.toLowerCase();
      const wait = Math.max(perIp.retryAfter(request.ip), perUser.retryAfter(userKey));
      if (wait > 0) {
        logSecurityEvent(request, 'login_refused', { user: userKey, retryAfter: wait });
        reply.header('Retry-After', String(wait));
        throw new AppError('RATE_LIMITED', 'Too many login attempts, please try again later');
      }
      perIp.hit(request.ip);
      const result = await logIn(db, tokens, request.body);
      if (!result) {
        perUser.hit(userKey);
        logSecurityEvent(request, 'login_failed', { user: userKey });
        throw loginFailed();
      }
      perUser.reset(userKey);
      logSecurityEvent(request, 'login_succeeded', { user: userKey, userId: result.userId });
      return { token: result.token };
    },
  );

  app.get('/api/me', { schema: { tags: ['auth'], response: { 200: ZMe } } }, async (request) => getMe(db, request.actor));

  // Signs out the token it is called with, on the server too: a copy of it left in a shared browser
  // or a proxy log stops working at once.
  app.post(
    '/api/logout',
    { schema: { tags: ['auth'], response: { 204: ZNoContent, 401: ZApiError, 403: ZApiError } } },
    async (request, reply) => {
      await logOut(db, request.tokenClaims);
      return reply.status(204).send(null);
    },
  );
}
