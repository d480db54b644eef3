import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { App } from '../types';

/**
 * Strict CSP: scripts only from our origin (no inline script); styles may be inline because
 * toasts and the calendar set element styles at run time. Blob URLs serve opened PDFs and images.
 */
const HELMET_OPTIONS: FastifyHelmetOptions = {
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

/** Every answer (pages, API, errors, downloads) carries the headers: helmet's hook runs on every request. */
export const securityHeadersPlugin = fp(async (app: App) => {
  await app.register(helmet, HELMET_OPTIONS);
});
