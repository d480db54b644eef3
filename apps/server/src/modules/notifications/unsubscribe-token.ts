import crypto from 'node:crypto';
import { NOTIFICATION_KINDS, type TNotificationKind } from '@carnet/contract';

/** What a one-click link switches off: one kind's instant e-mail, or the whole daily digest. */
export type UnsubscribeTarget = TNotificationKind | 'digest';

const isTarget = (value: string): value is UnsubscribeTarget =>
  value === 'digest' || (NOTIFICATION_KINDS as readonly string[]).includes(value);

const mac = (key: Buffer, userId: number, target: UnsubscribeTarget) =>
  crypto.createHmac('sha256', key).update(`${userId}:${target}`).digest('base64url');

/**
 * `<userId>.<target>.<HMAC>`: the link works without a session (a mail provider POSTs it, RFC 8058)
 * and keeps working (no expiry: an old e-mail's link must still stop the e-mail), yet nobody can make
 * one for another account or kind without the server's key.
 */
export function signUnsubscribeToken(key: Buffer, userId: number, target: UnsubscribeTarget): string {
  return `${userId}.${target}.${mac(key, userId, target)}`;
}

export function verifyUnsubscribeToken(key: Buffer, token: string): { userId: number; target: UnsubscribeTarget } | null {
  const [id, target, signature, extra] = token.split('.');
  if (!id || !target || !signature || extra !== undefined || !/^[1-9]\d{0,9}$/.test(id) || !isTarget(target)) return null;
  const userId = Number(id);
  const expected = Buffer.from(mac(key, userId, target));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  return { userId, target };
}
