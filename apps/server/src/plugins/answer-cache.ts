import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { answerKey, type KeptAnswer } from '../lib/kept-answers';
import type { App } from '../types';

const toList = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/** The answer's headers as a flat name, value list, or null if one of them cannot be replayed as is. */
function replayableHeaders(reply: FastifyReply, body: Buffer): string[] | null {
  const headers: string[] = [];
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    // A Set-Cookie (a new XSRF cookie) belongs to one answer only.
    if (name === 'set-cookie') return null;
    if (name === 'content-length') continue;
    if (typeof value === 'string' || typeof value === 'number') headers.push(name, String(value));
    else if (value !== undefined) return null;
  }
  headers.push('content-length', String(body.length));
  return headers;
}

/**
 * On SQLite, the answers of routes marked `isCacheable` are kept, per token, cookie and URL, until the
 * database changes (ChangeClock: any write of this process, or a commit of another connection), and
 * served again in front of Fastify (lib/kept-answers.ts). Only 200 answers are kept.
 *
 * Registered before the guard: the clock is read before the caller's roles and children are loaded, so
 * a revocation written while a request is in flight makes its answer too old to keep.
 *
 * On PostgreSQL several processes write to one database and no clock sees all their writes, so
 * nothing is kept there; ANSWER_CACHE_MB=0 turns this off on SQLite too.
 */
export const answerCachePlugin = fp(async (app: App, { keptAnswers }: { keptAnswers: App['answerCache'] }) => {
  app.decorate('answerCache', keptAnswers);
  const clock = app.deps.changes;
  if (!keptAnswers || !clock) return;
  const pending = new WeakMap<FastifyRequest, { key: string; reading: number }>();

  app.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.config?.isCacheable && request.method === 'GET') {
      const key = answerKey(request.raw);
      if (key !== null) pending.set(request, { key, reading: clock.now() });
    }
    done();
  });

  // Runs after the app's own onSend hooks (route hooks come last), so a Set-Cookie is already in place.
  const keepAnswer: onSendHookHandler = (request, reply, payload, done) => {
    const entry = pending.get(request);
    if (entry && reply.statusCode === 200 && typeof payload === 'string' && request.tokenExpiresAt) {
      // Kept as bytes: sending them again then skips encoding the JSON text on every read.
      const body = Buffer.from(payload);
      const headers = replayableHeaders(reply, body);
      if (headers)
        keptAnswers.cache.store(entry.key, { body, headers, tokenExpiresAt: request.tokenExpiresAt } satisfies KeptAnswer, entry.reading);
    }
    done(null, payload);
  };

  app.addHook('onRoute', (route) => {
    // Fastify adds a HEAD route beside each GET, with the same config: it has no body to keep.
    if (!route.config?.isCacheable || route.method === 'HEAD') return;
    if (route.method !== 'GET' || route.config.isPublic) throw new Error(`${route.url}: only signed-in GET answers can be cached`);
    route.onSend = [...toList(route.onSend), keepAnswer];
  });

  // Once the server is closing, Fastify answers every request itself (503 and `Connection: close`).
  app.addHook('preClose', (done) => {
    keptAnswers.stopServing();
    done();
  });
});
