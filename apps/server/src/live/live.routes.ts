import { LIVE_TOPICS, type TLiveTopic, ZApiError, ZLiveInfo, livePaths } from '@carnet/contract';
import type { SSEReplyInterface } from '@fastify/sse';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { App } from '../types';
import type { LiveHub } from './live-hub';
import { isSessionStillValid } from './live-session';

/** The HttpOnly cookie that carries the token to the stream (EventSource sends no Authorization header). */
export const LIVE_COOKIE = 'carnet-live';

const ZNoContent = z.null().describe('No content');

/** Event ids only say "this page heard something": a reconnect that names one is told to look again at everything. */
let lastEventId = 0;
const nextEventId = () => String(++lastEventId);

/**
 * The stream of one page: from the moment it opens, each topic its account is told; on a reconnect
 * (Last-Event-ID), every topic, since what was told while it was away is not kept (the database is the
 * truth). It closes when the session ends: the token expires or is revoked, checked at each heartbeat.
 */
function openStream(app: App, hub: LiveHub, request: FastifyRequest, reply: FastifyReply, open: Set<SSEReplyInterface>): void {
  const sse = reply.sse;
  const send = (topic: TLiveTopic) => {
    if (sse.isConnected) sse.send({ id: nextEventId(), data: topic }).catch(() => sse.close());
  };
  const stopListening = hub.listen(request.actor.userId, send);
  const check = setInterval(() => {
    isSessionStillValid(app.deps.db, request.tokenClaims).then(
      (isValid) => isValid || sse.close(),
      () => sse.close(),
    );
  }, app.deps.config.liveHeartbeatMs);
  check.unref();
  open.add(sse);
  sse.onClose(() => {
    open.delete(sse);
    stopListening();
    clearInterval(check);
  });
  sse.keepAlive();
  // Sent now, not with a first event or heartbeat: the page's EventSource opens (and reads again) at once.
  sse.sendHeaders();
  reply.raw.flushHeaders();
  if (sse.lastEventId !== null) for (const topic of LIVE_TOPICS) send(topic);
}

export async function liveRoutes(app: App, hub: LiveHub): Promise<void> {
  const open = new Set<SSEReplyInterface>();
  // A stream never ends by itself: the server closing would wait for each one, so they end first.
  app.addHook('preClose', async () => {
    for (const sse of open) sse.close();
  });
  app.get(
    livePaths.stream,
    {
      // Any signed-in account, family or staff; the token may come in the cookie below.
      config: { anyAccount: true, tokenCookie: LIVE_COOKIE, isStream: true },
      // 'dual': EventSource asks for text/event-stream; any other caller gets what the stream carries, as JSON.
      sse: { kind: 'dual', serializer: String },
      schema: { tags: ['live'], response: { 200: ZLiveInfo, 401: ZApiError } },
    },
    async (request, reply) => {
      // The plugin's types say always; in a 'dual' route it is there only for text/event-stream.
      if (!(reply.sse as SSEReplyInterface | undefined)) return { topics: [...LIVE_TOPICS] };
      openStream(app, hub, request, reply, open);
    },
  );

  app.post(
    livePaths.cookie,
    { config: { anyAccount: true }, schema: { tags: ['live'], response: { 204: ZNoContent, 401: ZApiError, 403: ZApiError } } },
    async (request, reply) => {
      // The guard verified this token; the cookie holds it for the stream alone (its path), out of the page's reach.
      const token = request.headers.authorization?.slice('Bearer '.length).trim() ?? '';
      reply.setCookie(LIVE_COOKIE, token, {
        path: livePaths.stream,
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
        maxAge: Math.max(0, request.tokenClaims.exp - Math.floor(Date.now() / 1000)),
      });
      return reply.status(204).send(null);
    },
  );
}
