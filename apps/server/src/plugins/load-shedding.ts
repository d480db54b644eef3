import underPressure from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRequest } from '../lib/api-route';
import { AppError } from '../lib/app-error';
import type { App } from '../types';

const RETRY_AFTER_SECONDS = '1';
const overloaded = () => new AppError('OVERLOADED', 'limits.overloaded');

/**
 * What load shedding refuses: API routes and targets no route knows, decided on the matched route so
 * that every spelling of an API target counts. The web app's pages and assets are still served, so a
 * browser loads the app and shows the API's answer instead of a dead page.
 */
const isSheddable = (request: FastifyRequest) => request.routeOptions.url === undefined || isApiRequest(request);

function refusal(reply: FastifyReply): AppError {
  reply.header('Retry-After', RETRY_AFTER_SECONDS);
  return overloaded();
}

/**
 * Past a bound of requests in flight, or when the event loop lags, answer 503 at once rather than let
 * every caller time out; the process recovers as soon as the queue drains.
 *
 * @fastify/under-pressure watches the event loop, but it samples once a second and cannot count
 * requests, so the bound of requests in flight (MAX_CONCURRENT_REQUESTS) is our own hook
 * (docs/decisions/020-load-shedding.md). A request counts from its onRequest hook until its response
 * closes. The response's `close` fires exactly once, when the answer is sent or when the client goes
 * away first. (The request's own `close` fires as soon as its body has been read, before the handler's
 * work: counting up to it let a burst of costly logins through unbounded; test/api/load-shedding.test.ts
 * shows it.)
 */
export const loadSheddingPlugin = fp(async (app: App) => {
  const { maxConcurrentRequests, maxEventLoopDelayMs } = app.deps.config;
  let inFlight = 0;
  const release = () => {
    inFlight -= 1;
  };
  // A callback hook, not an async one: it runs on every request and awaits nothing (decision 093).
  app.addHook('onRequest', (request, reply, done) => {
    if (inFlight >= maxConcurrentRequests && isSheddable(request)) return done(refusal(reply));
    // A stream (the live channel) waits for news, not for the server: hundreds stay open, and counting
    // them would refuse every other request. It is refused like any request when the server is full.
    if (request.routeOptions.config?.isStream) return done();
    inFlight += 1;
    reply.raw.once('close', release);
    done();
  });

  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    // Called instead of under-pressure's own answer, so a lagging loop gets the same 503 as a full one.
    pressureHandler: async (request, reply) => {
      if (isSheddable(request)) throw refusal(reply);
    },
  });
});
