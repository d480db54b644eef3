import type { FastifyReply, FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { SnapshotCache } from '../lib/snapshot-cache';
import type { App } from '../types';

const JSON_TYPE = 'application/json; charset=utf-8';
const toList = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/**
 * On SQLite, the answers of routes marked `isCacheable` are kept, per caller and URL, until the database
 * changes (ChangeClock: any write of this process, or a commit of another connection). A page that is
 * read again and again (the notification list, the child page, the documents) then costs one lookup
 * instead of its queries, validation and JSON. The guard still runs first on every request: token,
 * revocation and role are checked before anything kept is sent. Only 200 answers are kept.
 *
 * On PostgreSQL several processes write to one database and no clock sees all their writes, so
 * nothing is kept there; ANSWER_CACHE_MB=0 turns this off on SQLite too.
 */
export const answerCachePlugin = fp(async (app: App) => {
  const { changes, config } = app.deps;
  if (!changes || config.answerCacheMb === 0) {
    app.decorate('answerCache', null);
    return;
  }
  const answers = new SnapshotCache<Buffer>(changes, config.answerCacheMb * 1_000_000, (body) => body.length);
  const pending = new WeakMap<FastifyRequest, { key: string; reading: number }>();

  const serveKept: onRequestHookHandler = (request: FastifyRequest, reply: FastifyReply, done) => {
    const key = `${request.actor.userId} ${request.url}`;
    const { value, reading } = answers.read(key);
    if (value === undefined) {
      pending.set(request, { key, reading });
      return done();
    }
    reply.type(JSON_TYPE).send(value);
  };

  const keepAnswer: onSendHookHandler = (request, reply, payload, done) => {
    const entry = pending.get(request);
    // Kept as bytes: sending them again then skips encoding the JSON text on every read.
    if (entry && reply.statusCode === 200 && typeof payload === 'string') answers.store(entry.key, Buffer.from(payload), entry.reading);
    done(null, payload);
  };

  app.addHook('onRoute', (route) => {
    // Fastify adds a HEAD route beside each GET, with the same config: it has no body to keep.
    if (!route.config?.isCacheable || route.method === 'HEAD') return;
    if (route.method !== 'GET' || route.config.isPublic) throw new Error(`${route.url}: only signed-in GET answers can be cached`);
    // A route's own onRequest hooks run after the app's, so the guard has checked the token, its
    // revocation and the role first. A kept answer skips parsing and validation: only 200 answers are
    // kept, so its URL already passed them.
    route.onRequest = [...toList(route.onRequest), serveKept];
    route.onSend = [...toList(route.onSend), keepAnswer];
  });

  app.decorate('answerCache', answers);
});
