import fp from 'fastify-plugin';
import type { App } from '../types';

/**
 * Past a bound of requests in flight, answer 503 at once rather than let every caller time out;
 * the process recovers as soon as the queue drains.
 *
 * A request counts from its onRequest hook until its response closes. The response's `close`
 * fires exactly once, when the answer is sent or when the client goes away first. (The request's
 * own `close` fires as soon as its body has been read, before the handler's work: counting up to
 * it let a burst of costly logins through unbounded; test/api/load-shedding.test.ts shows it.)
 */
export const loadSheddingPlugin = fp(async (app: App) => {
  const max = app.deps.config.maxConcurrentRequests;
  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (inFlight >= max && request.url.startsWith('/api/')) {
      reply.header('Retry-After', '1');
      return reply.status(503).send({ code: 'OVERLOADED', message: 'The server is busy, please try again' });
    }
    inFlight += 1;
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
  });
});
