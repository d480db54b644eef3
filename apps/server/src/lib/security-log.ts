import type { FastifyRequest } from 'fastify';

/** The security events of ASVS V16 that Carnet logs; the login route logs its own three. */
export type SecurityEvent = 'token_refused' | 'access_denied' | 'xsrf_refused';

/**
 * One warn line per refused request, with where it came from and what it asked for. Never the
 * token, the cookie or the body: the log must not become a way in.
 */
export function logSecurityEvent(request: FastifyRequest, event: SecurityEvent, details: Record<string, unknown>) {
  request.log.warn(
    { event, ip: request.ip, method: request.method, route: request.routeOptions.url ?? request.url.split('?')[0], ...details },
    event.replace('_', ' '),
  );
}
