import type { TPushMessage } from '@carnet/contract';
import type { Db } from '../db/connect';
import { enqueueJob } from '../jobs/jobs';
import type { MailKeyRing } from '../mail/mail-keys';
import { sealWithRing } from '../mail/sealed';

/** Push services take at most 4 KB once encrypted: a notice is a line, its text is clipped well below. */
const TITLE_MAX = 120;
const BODY_MAX = 600;

/** How a push service may hold the message back: 'high' wakes a sleeping phone (a same-day absence). */
export type PushUrgency = 'high' | 'normal' | 'low';

/** What a 'push' job carries, sealed: one device of one account, and the message for it. */
export type PushJobPayload = { userId: number; subscriptionId: number; message: TPushMessage; urgency: PushUrgency };

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/**
 * Queues `message` for every device of the account, in the caller's transaction (the notification and
 * its pushes commit together); wake the worker after the commit (`app.jobs.wake()`). One job per
 * device: each device succeeds, is retried or is found gone on its own (decision 073). An account with
 * no device, or a deactivated one, gets no job (answers how many devices were queued: 0 then). `ctx` is the one queueEmail takes: the message names a
 * child's news, so it is sealed in the jobs table as an e-mail is.
 */
export async function queuePush(
  trx: Db,
  ctx: { now: () => Date; mailKeys: MailKeyRing },
  userId: number,
  message: TPushMessage,
  options: { urgency?: PushUrgency } = {},
): Promise<number> {
  // A push opens the portal, never another site (the service worker also checks it).
  if (!message.url.startsWith('/') || message.url.startsWith('//'))
    throw new Error(`a push opens a path of the portal, not ${message.url}`);
  const devices = await trx
    .selectFrom('push_subscriptions')
    .innerJoin('users', 'users.id', 'push_subscriptions.user_id')
    .select('push_subscriptions.id')
    .where('push_subscriptions.user_id', '=', userId)
    .where('users.deactivated_at', 'is', null)
    .orderBy('push_subscriptions.id')
    .execute();
  const clipped: TPushMessage = {
    title: clip(message.title, TITLE_MAX),
    body: clip(message.body, BODY_MAX),
    url: message.url,
    tag: message.tag,
  };
  for (const device of devices) {
    const payload: PushJobPayload = { userId, subscriptionId: device.id, message: clipped, urgency: options.urgency ?? 'normal' };
    await enqueueJob(
      trx,
      {
        kind: 'push',
        payload: sealWithRing(ctx.mailKeys, JSON.stringify(payload)),
        // No summary: the office's mail list shows e-mail only, and the news stays sealed.
        userId,
      },
      ctx.now(),
    );
  }
  return devices.length;
}
