import type { FastifyRequest } from 'fastify';

/** The security events of ASVS V16 that Carnet logs (docs/operations.md lists them for alerting). */
export type SecurityEvent = 'login_failed' | 'login_refused' | 'login_succeeded' | 'token_refused' | 'access_denied' | 'xsrf_refused';

/**
 * One line per event, with where it came from and what it asked for: a warning for every refusal,
 * info for a sign-in. Never the password, token, cookie or body: the log must not become a way in.
 */
export function logSecurityEvent(request: FastifyRequest, event: SecurityEvent, details: Record<string, unknown>) {
  const line = { event, ip: request.ip, method: request.method, route: request.routeOptions.url ?? request.url.split('?')[0], ...details };
  if (event === 'login_succeeded') request.log.info(line, 'login');
  else request.log.warn(line, event.replace('_', ' '));
}
