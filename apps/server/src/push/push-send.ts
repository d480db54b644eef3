import crypto from 'node:crypto';
import webPush, { WebPushError } from 'web-push';
import type { Db } from '../db/connect';
import type { ClaimedJob } from '../jobs/job-claim';
import { PermanentJobError } from '../jobs/job-worker';
import type { MailKeyRing } from '../mail/mail-keys';
import { openWithRing } from '../mail/sealed';
import { createLocalHttpAgent, createPushAgent } from './push-agents';
import { isAcceptableEndpoint } from './push-endpoint';
import type { PushJobPayload } from './push-queue';

/** A push not delivered within a day is news no longer: the push service drops it. */
export const PUSH_TTL_SECONDS = 24 * 3600;
/** Well under the worker's 5-minute claim (jobs/job-worker), so a hung push service cannot outlive it. */
const PUSH_TIMEOUT_MS = 30_000;

export type PushSenderDeps = {
  db: Db;
  mailKeys: MailKeyRing;
  vapid: { subject: string; publicKey: string; privateKey: string };
  now: () => Date;
  allowsLocalHttp: boolean;
};

/** A topic (RFC 8030) lets the push service replace an undelivered push of the same tag: 32 base64url characters at most. */
const topicOf = (tag: string) => crypto.createHash('sha256').update(tag).digest('base64url').slice(0, 32);

/**
 * The worker's handler for 'push': opens the sealed payload, finds the device (still this account's,
 * the account still active) and hands the message to web-push, which encrypts it for the device
 * (RFC 8291) and signs the request with the school's VAPID key (RFC 8292).
 * 404/410: the device unsubscribed or the browser dropped it; the row goes and the job is done.
 * 429, 5xx and network errors: thrown, so the worker retries with its backoff.
 * Any other answer (400, 403, 413): trying again cannot help, the job fails for good.
 */
export function pushJobHandler(deps: PushSenderDeps) {
  const { db, now } = deps;
  const agent = createPushAgent();
  const localAgent = deps.allowsLocalHttp ? createLocalHttpAgent() : null;
  const handler = async (job: ClaimedJob) => {
    let payload: PushJobPayload;
    try {
      payload = JSON.parse(openWithRing(deps.mailKeys, job.payload)) as PushJobPayload;
    } catch (error) {
      // A push is news already in the app: it is not rebuilt, only said why it failed (decision 089).
      throw new PermanentJobError(error instanceof Error ? `the push cannot be read: ${error.message}` : 'the push cannot be read');
    }
    const device = await db
      .selectFrom('push_subscriptions')
      .innerJoin('users', 'users.id', 'push_subscriptions.user_id')
      .select(['push_subscriptions.id', 'push_subscriptions.endpoint', 'push_subscriptions.p256dh', 'push_subscriptions.auth'])
      .where('push_subscriptions.id', '=', payload.subscriptionId)
      // A device moved to another account since (a shared tablet) must not get this account's news.
      .where('push_subscriptions.user_id', '=', payload.userId)
      .where('users.deactivated_at', 'is', null)
      .executeTakeFirst();
    // Signed out on that device, moved, or the account closed: nothing to send, and nothing to retry.
    if (!device) return;
    const isLocal = localAgent !== null && device.endpoint.startsWith('http:');
    if (!isAcceptableEndpoint(device.endpoint, deps.allowsLocalHttp))
      throw new PermanentJobError('the endpoint is not a public https address');
    try {
      await webPush.sendNotification(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(payload.message),
        {
          vapidDetails: deps.vapid,
          TTL: PUSH_TTL_SECONDS,
          urgency: payload.urgency,
          topic: topicOf(payload.message.tag),
          timeout: PUSH_TIMEOUT_MS,
          agent: isLocal ? localAgent : agent,
        },
      );
    } catch (error) {
      // A name that now resolves into a private network (push-agents): no retry will make it public.
      if ((error as { code?: unknown }).code === 'EPRIVATEADDRESS') throw new PermanentJobError((error as Error).message);
      if (!(error instanceof WebPushError)) throw error;
      const status = error.statusCode;
      if (status === 404 || status === 410) {
        await db.deleteFrom('push_subscriptions').where('id', '=', device.id).where('endpoint', '=', device.endpoint).execute();
        return;
      }
      const detail = `the push service answered ${status}: ${String(error.body ?? '').slice(0, 200)}`;
      if (status === 429 || status >= 500) throw new Error(detail);
      throw new PermanentJobError(detail);
    }
    await db.updateTable('push_subscriptions').set({ last_success_at: now().toISOString() }).where('id', '=', device.id).execute();
  };
  // Kept-alive connections to the push services close with the server.
  const close = () => {
    agent.destroy();
    localAgent?.destroy();
  };
  return Object.assign(handler, { close });
}
