import { ZApiError, ZLoginRequest, ZLoginResponse, ZMe } from '@carnet/contract';
import { AppError } from '../../lib/app-error';
import { RateLimiter } from '../../lib/rate-limiter';
import type { App } from '../../types';
import { getMe, logIn, loginFailed } from './auth.service';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

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
        request.log.warn({ event: 'login_refused', user: userKey, ip: request.ip, retryAfter: wait }, 'login refused by the rate limit');
        reply.header('Retry-After', String(wait));
        throw new AppError('RATE_LIMITED', 'Too many login attempts, please try again later');
      }
      perIp.hit(request.ip);
      const result = await logIn(db, tokens, request.body);
      if (!result) {
        perUser.hit(userKey);
        request.log.warn({ event: 'login_failed', user: userKey, ip: request.ip }, 'login failed');
        throw loginFailed();
      }
      perUser.reset(userKey);
      request.log.info({ event: 'login_succeeded', user: userKey, userId: result.userId, ip: request.ip }, 'login');
      return { token: result.token };
    },
  );

  app.get('/api/me', { schema: { tags: ['auth'], response: { 200: ZMe } } }, async (request) => getMe(db, request.actor));
}
