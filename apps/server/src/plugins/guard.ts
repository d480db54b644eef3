import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FAMILY_ROLES, STAFF_ROLES, type TRole } from '@carnet/contract';
import { type LoadedActor, loadActor } from '../lib/actor';
import { AppError } from '../lib/app-error';
import { logSecurityEvent } from '../lib/security-log';
import type { TokenClaims } from '../lib/tokens';
import { isIssuedBeforeRevocation, isTokenRevoked } from '../lib/tokens-revocation';
import type { App } from '../types';

/** The API's own documentation is the only public part besides login. */
const isDocsUrl = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/') || url === '/api/openapi.json';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

/** The caller's token: the Authorization header, or the cookie the route names when the header is absent (the live stream). */
function callerToken(request: FastifyRequest): string | null {
  const cookie = request.routeOptions.config?.tokenCookie;
  return bearerToken(request) ?? (cookie ? request.cookies[cookie] || null : null);
}

/**
 * Who sends this request, when it carries a valid token, or null; it refuses nothing and logs nothing.
 * For answers no route guards (a path no route knows), so that they too speak the person's language.
 */
export async function findCaller(app: App, request: FastifyRequest): Promise<LoadedActor | null> {
  const token = bearerToken(request);
  if (!token) return null;
  let claims: TokenClaims;
  try {
    claims = app.deps.tokens.verify(token);
  } catch {
    return null;
  }
  const actor = await loadActor(app.deps.db, claims.sub);
  if (!actor || isIssuedBeforeRevocation(claims.iatMs, actor.tokensValidAfter) || (await isTokenRevoked(app.deps.db, claims.jti)))
    return null;
  return actor;
}

/**
 * The roles a route admits, decided once when it is registered. A family route that names no roles
 * admits the family accounts only; a staff route must name staff roles and no family role, or the
 * server does not start: deny by default on both sides.
 */
function effectiveRoles(url: string, config: { roles?: TRole[]; anyAccount?: boolean } | undefined): TRole[] {
  if (url.startsWith('/api/staff/')) {
    const roles = config?.roles ?? [];
    if (roles.length === 0 || roles.some((role) => !STAFF_ROLES.includes(role)))
      throw new Error(`${url}: a staff route names staff roles only (config.roles)`);
    return roles;
  }
  if (config?.anyAccount) return [];
  return config?.roles ?? [...FAMILY_ROLES];
}

/**
 * Deny by default: every /api route needs a valid token unless its config says isPublic, and the
 * caller must hold one of the route's roles. Runs before the body is read.
 */
export const guardPlugin = fp(async (app: App) => {
  app.decorateRequest('actor', null as never);
  app.decorateRequest('tokenClaims', null as never);
  const { db } = app.deps;
  app.decorate('routeTable', []);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || isDocsUrl(route.url)) return;
    if (!route.config?.isPublic) {
      const roles = effectiveRoles(route.url, route.config);
      route.config = { ...route.config, roles };
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.routeTable.push({
        method,
        url: route.url,
        isPublic: route.config?.isPublic === true,
        roles: route.config?.roles ?? [],
      });
    }
  });

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/') || isDocsUrl(url) || config?.isPublic) return;
    const token = callerToken(request);
    if (!token) throw new AppError('UNAUTHENTICATED', 'auth.tokenNotFound');
    let claims: TokenClaims;
    try {
      claims = app.deps.tokens.verify(token);
    } catch (error) {
      // An expired token is everyday life; a token that does not verify is worth a look.
      if (error instanceof AppError && error.code === 'UNAUTHENTICATED') logSecurityEvent(request, 'token_refused', { reason: 'invalid' });
      throw error;
    }
    const actor = await loadActor(db, claims.sub);
    if (!actor) {
      logSecurityEvent(request, 'token_refused', { reason: 'unknown user', userId: claims.sub });
      throw new AppError('UNAUTHENTICATED', 'auth.invalidToken');
    }
    if (isIssuedBeforeRevocation(claims.iatMs, actor.tokensValidAfter) || (await isTokenRevoked(db, claims.jti))) {
      logSecurityEvent(request, 'token_refused', { reason: 'revoked', userId: actor.userId });
      throw new AppError('UNAUTHENTICATED', 'auth.tokenRevoked');
    }
    // Set before the role check so that a refusal speaks the person's saved language; a refused
    // request runs no later hook and no handler.
    request.actor = actor;
    request.tokenClaims = claims;
    const allowed = config?.roles ?? [];
    if (allowed.length > 0 && !allowed.some((role) => actor.roles.includes(role))) {
      logSecurityEvent(request, 'access_denied', { userId: actor.userId, roles: actor.roles });
      throw new AppError('FORBIDDEN', 'auth.forbidden');
    }
  });
});
