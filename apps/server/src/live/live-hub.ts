import { EventEmitter } from 'node:events';
import { LIVE_TOPICS, ZLiveTopic, type TLiveTopic } from '@carnet/contract';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import * as z from 'zod';

/** Hears what one account is told: a topic to look again at. */
export type LiveListener = (topic: TLiveTopic) => void;

export type LiveHub = {
  /** Tells these accounts' open pages, in every process, to look again at the topic. */
  tell: (userIds: readonly number[], topic: TLiveTopic) => void;
  /** Listens for one account; returns what stops listening. */
  listen: (userId: number, listener: LiveListener) => () => void;
  /** Pages open on this process (for the log and the tests). */
  listenerCount: () => number;
  /** Settles once Redis has taken the subscription, or has failed to (the server starts either way). */
  ready: Promise<void>;
  close: () => Promise<void>;
};

/** A message on the Redis channel: what arrives there is checked like any input from outside. */
const ZTold = z.object({ userIds: z.array(z.number().int().positive()).max(100_000), topic: ZLiveTopic });

const eventOf = (userId: number) => `u${userId}`;

/** Every topic at once: what a page is told when tells may have been lost (Redis came back). */
const EVERYONE = 'everyone';

/**
 * The fan-out of the live channel (decision 103). In one process an EventEmitter carries each tell to
 * the pages of its accounts. With REDIS_URL, a tell is published on one channel that every process
 * subscribes to, this one included, so a page open on any process hears what any process tells; a tell
 * that cannot be published (Redis away) still reaches this process's pages. Nothing is kept: a tell
 * lost while Redis was away is made good by telling every page to look again when it is back.
 */
export function createLiveHub(options: { redisUrl: string | undefined; channel: string; log: FastifyBaseLogger }): LiveHub {
  const { redisUrl, channel, log } = options;
  const local = new EventEmitter();
  // One listener per open page, however many pages: no leak warning to give.
  local.setMaxListeners(0);
  const deliver = (userIds: readonly number[], topic: TLiveTopic) => {
    for (const userId of userIds) local.emit(eventOf(userId), topic);
  };

  // A subscribed connection can only listen, so publishing has its own; neither queues while Redis is away.
  const publisher = redisUrl ? new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false }) : null;
  const subscriber = redisUrl ? new Redis(redisUrl, { connectTimeout: 500 }) : null;
  if (publisher && subscriber) {
    publisher.on('error', (error: Error) => log.error({ err: error }, 'redis: live updates reach only the pages open on this process'));
    subscriber.on('error', (error: Error) => log.error({ err: error }, 'redis: live updates from other processes are not heard'));
    let hasBeenReady = false;
    subscriber.on('ready', () => {
      // ioredis subscribes again by itself; what was told meanwhile is gone, so every page looks again.
      if (hasBeenReady) local.emit(EVERYONE);
      hasBeenReady = true;
    });
    subscriber.on('message', (from: string, text: string) => {
      if (from !== channel) return;
      const told = ZTold.safeParse(safeJson(text));
      if (!told.success) return log.warn({ channel }, 'redis: a live update that is not ours was ignored');
      deliver(told.data.userIds, told.data.topic);
    });
  }

  // A page on another process must not miss what this one tells as soon as it has started; while Redis
  // is away the server starts anyway, and ioredis subscribes once it is back.
  const ready = new Promise<void>((resolve) => {
    if (!subscriber) return resolve();
    subscriber.once('error', () => resolve());
    subscriber.subscribe(channel).then(
      () => resolve(),
      (error: unknown) => {
        log.error({ err: error }, 'redis: could not subscribe to live updates');
        resolve();
      },
    );
  });

  return {
    ready,
    tell(userIds, topic) {
      if (userIds.length === 0) return;
      if (!publisher) return deliver(userIds, topic);
      publisher.publish(channel, JSON.stringify({ userIds, topic })).catch((error: unknown) => {
        log.error({ err: error }, 'redis: a live update went to this process only');
        deliver(userIds, topic);
      });
    },
    listen(userId, listener) {
      const everyTopic = () => {
        for (const topic of LIVE_TOPICS) listener(topic);
      };
      local.on(eventOf(userId), listener);
      local.on(EVERYONE, everyTopic);
      return () => {
        local.off(eventOf(userId), listener);
        local.off(EVERYONE, everyTopic);
      };
    },
    listenerCount: () => local.listenerCount(EVERYONE),
    async close() {
      local.removeAllListeners();
      await Promise.all([publisher, subscriber].map((redis) => redis?.quit().catch(() => redis.disconnect())));
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
