import crypto from 'node:crypto';
import { LETTER_CODE_ALPHABET, LINK_PURPOSES, type TLinkPurpose, type TLinkSecret } from '@carnet/contract';
import type { Db } from '../../db/connect';

/** How long each kind of link works: an invitation a week, a letter (carried home in a bag) a month, a reset an hour. */
export const LINK_LIFETIME_MS: Record<TLinkPurpose, number> = {
  invitation: 7 * 86400_000,
  letter: 30 * 86400_000,
  reset: 3600_000,
};

/** Links that replace one another: a new invitation (mail or letter) ends the earlier ones; a new reset the earlier resets. */
const FAMILY: Record<TLinkPurpose, TLinkPurpose[]> = {
  invitation: ['invitation', 'letter'],
  letter: ['invitation', 'letter'],
  reset: ['reset'],
};

/** Only this hash is stored: a copy of the database gives no working link. Codes and tokens never collide (prefix). */
export function hashSecret(secret: TLinkSecret): string {
  const text = 'token' in secret ? `token:${secret.token}` : `code:${secret.code}`;
  return crypto.createHash('sha256').update(text).digest('hex');
}

/** 12 characters of LETTER_CODE_ALPHABET (60 bits), without look-alikes such as 0/O and 1/I. */
export function newLetterCode(): string {
  const bytes = crypto.randomBytes(12);
  return [...bytes].map((b) => LETTER_CODE_ALPHABET[b % LETTER_CODE_ALPHABET.length]).join('');
}

/** XXXX-XXXX-XXXX, as printed. */
export const formatLetterCode = (code: string) => code.replace(/(.{4})(?=.)/g, '$1-');

export type IssuedLink = { secret: TLinkSecret; expiresAt: Date };

/**
 * A new one-time link (or letter code) for the account, in the caller's transaction; the earlier unused
 * links it replaces stop working. Answers the secret, which exists nowhere else: put it in the e-mail
 * or letter and forget it.
 */
export async function issueLink(trx: Db, userId: number, purpose: TLinkPurpose, now: Date): Promise<IssuedLink> {
  const at = now.toISOString();
  await endOpenLinks(trx, userId, now, FAMILY[purpose]);
  const secret: TLinkSecret = purpose === 'letter' ? { code: newLetterCode() } : { token: crypto.randomBytes(32).toString('base64url') };
  const expiresAt = new Date(now.getTime() + LINK_LIFETIME_MS[purpose]);
  await trx
    .insertInto('account_links')
    .values({
      user_id: userId,
      purpose,
      secret_hash: hashSecret(secret),
      created_at: at,
      expires_at: expiresAt.toISOString(),
      used_at: null,
    })
    .execute();
  return { secret, expiresAt };
}

/** Ends the account's unused links of these purposes (all by default), in the caller's transaction: they answer "expired". */
export async function endOpenLinks(trx: Db, userId: number, now: Date, purposes: readonly TLinkPurpose[] = LINK_PURPOSES): Promise<void> {
  const at = now.toISOString();
  await trx
    .updateTable('account_links')
    .set({ expires_at: at })
    .where('user_id', '=', userId)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .execute();
}

export type FoundLink = {
  id: number;
  userId: number;
  purpose: TLinkPurpose;
  state: 'valid' | 'expired' | 'used';
  user: { email: string; firstName: string; lastName: string; language: string | null; isDeactivated: boolean; isActivated: boolean };
};

/** The link this secret opens, with its state now; null when no link has this secret. A deactivated account's link is expired. */
export async function findLink(db: Db, secret: TLinkSecret, now: Date): Promise<FoundLink | null> {
  const row = await db
    .selectFrom('account_links')
    .innerJoin('users', 'users.id', 'account_links.user_id')
    .select([
      'account_links.id',
      'account_links.user_id',
      'account_links.purpose',
      'account_links.expires_at',
      'account_links.used_at',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.language',
      'users.deactivated_at',
      'users.activated_at',
    ])
    .where('account_links.secret_hash', '=', hashSecret(secret))
    .executeTakeFirst();
  if (!row) return null;
  const state = row.used_at !== null ? 'used' : row.expires_at <= now.toISOString() || row.deactivated_at !== null ? 'expired' : 'valid';
  return {
    id: row.id,
    userId: row.user_id,
    purpose: row.purpose,
    state,
    user: {
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      language: row.language,
      isDeactivated: row.deactivated_at !== null,
      isActivated: row.activated_at !== null,
    },
  };
}

/**
 * Marks the link used, in the caller's transaction; false when another request used it first (the
 * UPDATE's condition decides, so two tabs submitting at once cannot both set a password).
 */
export async function consumeLink(trx: Db, linkId: number, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await trx
    .updateTable('account_links')
    .set({ used_at: at })
    .where('id', '=', linkId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
