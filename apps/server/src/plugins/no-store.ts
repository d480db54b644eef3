import fp from 'fastify-plugin';
import type { App } from '../types';

/**
 * Every JSON answer of the API is about one signed-in person (or refuses one): no browser or proxy may
 * keep it, so a shared family computer holds nothing of a child once its user has signed out. Files
 * set their own Cache-Control (downloads and pictures: `private, no-store`).
 */
export const noStorePlugin = fp(async (app: App) => {
  // A callback hook: it runs on every answer and awaits nothing (decision 093).
  app.addHook('onSend', (_request, reply, payload, done) => {
    const contentType = reply.getHeader('content-type');
    if (typeof contentType === 'string' && contentType.startsWith('application/json') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
});
