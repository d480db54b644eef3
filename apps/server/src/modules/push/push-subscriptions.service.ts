import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { TPushSubscriptionRequest } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { badRequest } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { isAcceptableEndpoint } from '../../push/push-endpoint';

/** Devices one account keeps: past it, the oldest go (a phone replaced years ago no longer answers anyway). */
export const PUSH_DEVICES_PER_ACCOUNT = 20;

/** Whether the keys can be encrypted for: a P-256 point (65 bytes, uncompressed) and a 16-byte secret. */
function hasUsableKeys(keys: TPushSubscriptionRequest['keys']): boolean {
  const point = Buffer.from(keys.p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 4 || Buffer.from(keys.auth, 'base64url').length !== 16) return false;
  try {
    // Throws on a point that is not on the curve: web-push could never encrypt for it.
    crypto.ECDH.convertKey(point, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps this device's subscription for the caller. The endpoint is unique: the same device posted by
 * another account moves to the caller (on a shared tablet the last person who signed in gets the
 * pushes); posted again by the caller, its keys are refreshed and nothing else changes.
 */
export async function saveSubscription(
  db: Db,
  userId: number,
  input: TPushSubscriptionRequest,
  at: Date,
  allowsLocalHttp: boolean,
): Promise<void> {
  if (!isAcceptableEndpoint(input.endpoint, allowsLocalHttp)) throw badRequest('push.badEndpoint');
  if (!hasUsableKeys(input.keys)) throw badRequest('push.badKeys');
  const now = at.toISOString();
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('push_subscriptions')
      .values({
        user_id: userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        created_at: now,
        last_success_at: null,
      })
      .onConflict((oc) =>
        oc.column('endpoint').doUpdateSet((eb) => ({
          p256dh: eb.ref('excluded.p256dh'),
          auth: eb.ref('excluded.auth'),
          // Moved from another account: a new device for the caller, with no history of the other's.
          created_at: sql<string>`case when push_subscriptions.user_id = excluded.user_id then push_subscriptions.created_at else excluded.created_at end`,
          last_success_at: sql<
            string | null
          >`case when push_subscriptions.user_id = excluded.user_id then push_subscriptions.last_success_at else null end`,
          user_id: eb.ref('excluded.user_id'),
        })),
      )
      .execute();
    const kept = trx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(PUSH_DEVICES_PER_ACCOUNT);
    await trx.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('id', 'not in', kept).execute();
  });
}

/** Forgets this device for the caller: another account's device is left alone, an unknown one is no error. */
export async function removeSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).execute();
}
