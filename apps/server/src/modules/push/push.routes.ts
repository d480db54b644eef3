import { pushPaths, ZOk, ZPushKey, ZPushSubscriptionRequest, ZPushUnsubscribeRequest } from '@carnet/contract';
import type { App } from '../../types';
import { removeSubscription, saveSubscription } from './push-subscriptions.service';

const tags = ['push'];

/**
 * Web Push for the family side (decision 073): the school's public VAPID key, and each device's
 * subscription. Family accounts only (the guard's default): staff receive no family news.
 */
export async function pushRoutes(app: App) {
  const { db, config, now } = app.deps;

  app.get(pushPaths.key, { schema: { tags, response: { 200: ZPushKey } } }, async () => ({ publicKey: app.vapidPublicKey }));

  app.post(
    pushPaths.subscriptions,
    { schema: { tags, body: ZPushSubscriptionRequest, response: { 201: ZOk } } },
    async (request, reply) => {
      await saveSubscription(db, request.actor.userId, request.body, now(), config.pushAllowsLocalHttp);
      return reply.code(201).send({ success: true as const });
    },
  );

  app.delete(pushPaths.subscriptions, { schema: { tags, body: ZPushUnsubscribeRequest } }, async (request, reply) => {
    await removeSubscription(db, request.actor.userId, request.body.endpoint);
    return reply.code(204).send();
  });
}
