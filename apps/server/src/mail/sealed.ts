import crypto from 'node:crypto';
import type { MailKeyRing } from './mail-keys';

/**
 * AES-256-GCM around a secret kept in the database: an e-mail waiting in the jobs table may carry a
 * one-time link, and a copy of the database (a backup, a dump for support) must not be a way into
 * accounts. Queued work is sealed with the mail key ring (decision 089), a calendar feed's secret
 * with a key derived from JWT_SECRET (lib/tokens); neither key sits in the database.
 */
function encrypt(key: Buffer, plaintext: string): string[] {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')];
}

function decrypt(key: Buffer, [iv, tag, body]: string[]): string {
  if (!iv || !tag || body === undefined) throw new Error('not a sealed payload');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** `v1.iv.tag.body`: sealed with one key, named nowhere. */
export function seal(key: Buffer, plaintext: string): string {
  return ['v1', ...encrypt(key, plaintext)].join('.');
}

/** The plaintext, or an error when the text was not sealed with this key (a changed JWT_SECRET). */
export function unseal(key: Buffer, sealed: string): string {
  const [version, ...parts] = sealed.split('.');
  if (version !== 'v1' || parts.length !== 3) throw new Error('not a sealed payload');
  return decrypt(key, parts);
}

/** Why a queued message cannot be opened, as the office's mail page says it (contract: MAIL_PROBLEMS). */
export type UnreadableReason = 'keyMissing' | 'damaged';

export class UnreadableMessage extends Error {
  constructor(
    readonly reason: UnreadableReason,
    message: string,
  ) {
    super(message);
  }
}

/** `v2.keyId.iv.tag.body`: sealed with the ring's current key, whose name it carries. */
export function sealWithRing(ring: MailKeyRing, plaintext: string): string {
  return ['v2', ring.current.id, ...encrypt(ring.current.key, plaintext)].join('.');
}

/**
 * The plaintext of a queued message, with any key of the ring (or, for one queued before the ring,
 * the key of JWT_SECRET). Throws UnreadableMessage saying which key is missing, or that it is damaged.
 */
export function openWithRing(ring: MailKeyRing, sealed: string): string {
  const [version, ...parts] = sealed.split('.');
  if (version === 'v1') {
    // Its key is derived from JWT_SECRET and named nowhere: a changed secret and a damaged text look alike.
    const jwtSecretMissing = new UnreadableMessage('keyMissing', 'the message was sealed with a JWT_SECRET this server does not hold');
    if (!ring.legacyKey) throw jwtSecretMissing;
    try {
      return decrypt(ring.legacyKey, parts);
    } catch {
      throw jwtSecretMissing;
    }
  }
  if (version !== 'v2') throw new UnreadableMessage('damaged', 'the message is damaged: it is not a sealed message');
  const [id = '', ...rest] = parts;
  const key = ring.keys.get(id);
  if (!key)
    throw new UnreadableMessage(
      'keyMissing',
      `the message was sealed with the mail key "${id}", which this server does not hold (MAIL_KEYS or DATA_DIR/mail-keys)`,
    );
  try {
    return decrypt(key, rest);
  } catch {
    throw new UnreadableMessage('damaged', `the message is damaged: the mail key "${id}" does not open it`);
  }
}
