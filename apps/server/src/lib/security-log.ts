import type { FastifyRequest } from 'fastify';

/** The security events of ASVS V16 that Carnet logs (docs/operations.md lists them for alerting). */
export type SecurityEvent =
  | 'login_failed'
  | 'login_refused'
  | 'login_succeeded'
  | 'token_refused'
  | 'access_denied'
  | 'xsrf_refused'
  // The account lifecycle (decision 068): each also has its line in the audit log.
  | 'account_invited'
  | 'account_activated'
  | 'password_reset_requested'
  | 'password_reset'
  | 'password_changed'
  | 'signed_out_everywhere'
  | 'account_deactivated'
  | 'account_reactivated'
  | 'link_refused';

/** Events that record something done, not refused: logged at info. */
const DONE_EVENTS = new Set<SecurityEvent>([
  'login_succeeded',
  'account_invited',
  'account_activated',
  'password_reset_requested',
  'password_reset',
  'password_changed',
  'signed_out_everywhere',
  'account_deactivated',
  'account_reactivated',
]);

/**
 * One line per event, with where it came from and what it asked for: a warning for every refusal,
 * info for what was done. Never the password, token, link, code, cookie or body: the log must not become a way in.
 */
export function logSecurityEvent(request: FastifyRequest, event: SecurityEvent, details: Record<string, unknown>) {
  const line = { event, ip: request.ip, method: request.method, route: request.routeOptions.url ?? request.url.split('?')[0], ...details };
  if (DONE_EVENTS.has(event)) request.log.info(line, event.replaceAll('_', ' '));
  else request.log.warn(line, event.replace('_', ' '));
}
