import type { FastifyRequest } from 'fastify';

/**
 * Whether a request reached an API route, judged on the route the router matched, never on the raw
 * target: `/%61pi/me` and `http://host/api/me` reach the handler of `/api/me` too, and every check
 * that guards the API (XSRF, load shedding) must hold for them.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/') === true;
}
