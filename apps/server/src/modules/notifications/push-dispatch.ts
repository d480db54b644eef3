import type { TPushMessage } from '@carnet/contract';
import type { Db } from '../../db/connect';
import type { DeliveryContext } from './delivery-context';
import { contentIn, type MailedNotification, type Recipient } from './notification-emails';
import { itemUrl } from './item-url';

/** What a push of this notification carries: its words, and the item's page (a path of the portal). */
export function pushMessageOf(to: Recipient, item: MailedNotification): TPushMessage {
  return {
    title: 'Carnet',
    body: contentIn(item.content, to.language),
    url: itemUrl('', item),
    tag: `${item.subject}:${item.link}`,
  };
}

/**
 * THE place where a notification goes to the account's devices (issue 19, point 3). The push helper's
 * `queuePush(trx, ctx, userId, message)` (apps/server/src/push/push-queue.ts) is called here once its
 * branch is merged: it queues one 'push' job per device of the account, in this same transaction.
 * Until then an account that chose push hears of it in the app (and the digest does not list it).
 */
export async function queueNotificationPush(trx: Db, ctx: DeliveryContext, userId: number, message: TPushMessage): Promise<void> {
  void trx;
  void ctx;
  void userId;
  void message;
}
