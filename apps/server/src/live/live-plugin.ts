import fastifySse from '@fastify/sse';
import fp from 'fastify-plugin';
import type { App } from '../types';
import { createLiveHub, type LiveHub } from './live-hub';
import { liveRoutes } from './live.routes';
import { attachLive } from './live-tell';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The live channel (decision 103): `tell(userIds, topic)` tells those accounts' open pages, in every
     * process, to look again. Inside a transaction use `tellAfterCommit(db, ...)` (live/live-tell), so
     * nothing is told before the commit or after a rollback.
     */
    live: Pick<LiveHub, 'tell' | 'listen' | 'listenerCount'>;
  }
}

/** The live channel: its fan-out (in the process, or through Redis when REDIS_URL is set) and its two routes. */
export const livePlugin = fp(async (app: App) => {
  const { db, config } = app.deps;
  const hub = createLiveHub({ redisUrl: config.redisUrl, channel: `${config.redisKeyPrefix}live`, log: app.log });
  app.decorate('live', { tell: hub.tell, listen: hub.listen, listenerCount: hub.listenerCount });
  attachLive(db, hub);
  await hub.ready;
  // The heartbeat is a comment line: proxies that close a quiet connection see traffic, pages see nothing.
  await app.register(fastifySse, { heartbeatInterval: config.liveHeartbeatMs });
  app.addHook('onClose', () => hub.close());
  await liveRoutes(app, hub);
});
