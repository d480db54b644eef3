import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { isApiRequest } from '../lib/api-route';
import { AppError } from '../lib/app-error';
import { logSecurityEvent } from '../lib/security-log';
import type { App } from '../types';
import { isHashedAssetUrl } from './spa';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const STATE_CHANGING = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

function sign(key: Buffer, nonce: string): string {
  return crypto.createHmac('sha256', key).update(nonce).digest('base64url');
}

export function isValidXsrfToken(key: Buffer, value: string | undefined): value is string {
  if (!value) return false;
  const [nonce, signature, extra] = value.split('.');
  if (!nonce || !signature || extra !== undefined) return false;
  const expected = Buffer.from(sign(key, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/**
 * Double-submit cookie: the server sets a signed, script-readable XSRF-TOKEN cookie; every POST,
 * PATCH, PUT or DELETE (login aside, which has no session yet) must echo it in X-XSRF-TOKEN.
 */
export const xsrfPlugin = fp(async (app: App) => {
  const key = app.deps.tokens.xsrfKey;
  // A callback hook: it runs on every request and awaits nothing (decision 093).
  app.addHook('onRequest', (request, reply, done) => {
    const cookieValue = request.cookies[XSRF_COOKIE];
    const hasValidCookie = isValidXsrfToken(key, cookieValue);
    // A hashed asset is public and cached a year: a Set-Cookie there would hand one token to everyone a
    // shared cache serves. The page and the API answers give the browser its own.
    if (!hasValidCookie && !isHashedAssetUrl(request.url)) {
      const nonce = crypto.randomBytes(18).toString('base64url');
      reply.setCookie(XSRF_COOKIE, `${nonce}.${sign(key, nonce)}`, {
        path: '/',
        sameSite: 'strict',
        secure: request.protocol === 'https',
        httpOnly: false,
      });
    }
    if (!STATE_CHANGING.has(request.method) || request.routeOptions.config?.isPublic) return done();
    if (!isApiRequest(request)) return done();
    const header = request.headers[XSRF_HEADER];
    if (!hasValidCookie || typeof header !== 'string' || header !== cookieValue) {
      logSecurityEvent(request, 'xsrf_refused', { userId: request.actor?.userId, reason: hasValidCookie ? 'header' : 'cookie' });
      return done(new AppError('XSRF_INVALID', 'auth.xsrfInvalid'));
    }
    done();
  });
});
