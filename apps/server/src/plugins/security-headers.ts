import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { App } from '../types';

/**
 * Strict CSP: scripts only from our origin (no inline script); styles may be inline because
 * toasts and the calendar set element styles at run time. Blob URLs serve opened PDFs and images.
 */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameSrc: ["'self'", 'blob:'],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  frameguard: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
  hsts: false,
};

/**
 * Every answer (pages, API, errors, downloads) carries the headers: helmet sets them on every request.
 * Its middleware is built once, here: @fastify/helmet built it anew for each request, parsing the CSP
 * each time, about a tenth of a cheap read's CPU (decision 093). The headers are helmet's, unchanged.
 */
export const securityHeadersPlugin = fp(async (app: App) => {
  const setHeaders = helmet(HELMET_OPTIONS);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
});
