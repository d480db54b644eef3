import type { TNotificationKind, TPushMessage } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { queuePush } from '../../push/push-queue';
import type { MailContext } from '../../mail/mail-context';
import { contentIn, type MailedNotification, type Recipient } from './notification-emails';
import { itemUrl } from './item-url';

/** What a push of this notification carries: its words, and the item's page (a path of the portal). */
export function pushMessageOf(to: Recipient, item: MailedNotification): TPushMessage {
  return {
    title: 'Carnet',
    body: contentIn(item, to.language),
    url: itemUrl('', item),
    tag: `${item.subject}:${item.link}`,
  };
}

/**
 * The notification goes to the account's devices: one 'push' job per device, in the publishing
 * transaction (push/push-queue, decision 073). A same-day absence asks the push service to wake the
 * phone ('high' urgency). Answers how many devices were queued, so the caller can tell an account
 * that chose push but has no device left.
 */
export async function queueNotificationPush(
  trx: Db,
  ctx: MailContext,
  userId: number,
  message: TPushMessage,
  kind: TNotificationKind,
): Promise<number> {
  return queuePush(trx, ctx, userId, message, { urgency: kind === 'absence' ? 'high' : 'normal' });
}
