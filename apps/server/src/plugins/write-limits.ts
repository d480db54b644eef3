import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { App } from '../types';
import { createLimit } from './rate-limits';

const ONE_MINUTE = 60 * 1000;
const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/** A write is any call that changes something, including the GETs the spec makes change state. */
const isWrite = (request: FastifyRequest) => WRITE_METHODS.has(request.method) || request.routeOptions.config?.countsAsWrite === true;

/**
 * Writes per user (architecture: "Rate limits ... writes per user"): a signed-in account may send at most
 * WRITE_MAX_PER_USER writes a minute, far above what a person does, so a stolen token or a runaway script
 * cannot flood the school's records. Runs after the guard, which has identified the caller.
 */
export const writeLimitsPlugin = fp(async (app: App) => {
  const perAccount = createLimit(app, {
    max: app.deps.config.writeMaxPerUser,
    timeWindow: ONE_MINUTE,
    keyGenerator: (request) => `writes:${request.actor.userId}`,
  });
  const refuseOverLimit = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await perAccount(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    const retryAfter = Math.max(1, limit.ttlInSeconds);
    reply.header('Retry-After', String(retryAfter));
    throw new AppError('RATE_LIMITED', 'limits.tooManyWrites', { wait: { waitSeconds: retryAfter } });
  };
  // A callback hook: a read, most requests, goes on at once without a promise (decision 093).
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.actor || !isWrite(request)) return done();
    refuseOverLimit(request, reply).then(() => done(), done);
  });
});
