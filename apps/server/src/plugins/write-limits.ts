import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { RateLimiter } from '../lib/rate-limiter';
import type { App } from '../types';

const ONE_MINUTE = 60 * 1000;

/**
 * Writes per user (architecture: "Rate limits ... writes per user"): a signed-in account may send at most
 * WRITE_MAX_PER_USER POST and PATCH calls a minute, far above what a person does, so a stolen token or a
 * runaway script cannot flood the school's records. Runs after the guard, which has identified the caller.
 */
export const writeLimitsPlugin = fp(async (app: App) => {
  const perUser = new RateLimiter(app.deps.config.writeMaxPerUser, ONE_MINUTE);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' && request.method !== 'PATCH') return;
    const actor = request.actor;
    if (!actor) return;
    const key = String(actor.userId);
    const wait = perUser.retryAfter(key);
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      throw new AppError('RATE_LIMITED', 'Too many changes in a short time, please try again later');
    }
    perUser.hit(key);
  });
});
