import crypto from 'node:crypto';
import { CALENDAR_SECRET_PATTERN } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { isUniqueViolation } from '../../db/errors';
import { seal, unseal } from '../../mail/sealed';

/** What the secrets need: the key that seals them (from JWT_SECRET) and the clock. */
export type FeedSecretContext = { sealKey: Buffer; now: () => Date };

const SECRET_BYTES = 32;

/** The lookup key: a database copy holds only this, and 256 random bits cannot be found from it. */
export const hashFeedSecret = (secret: string) => crypto.createHash('sha256').update(secret, 'utf8').digest('hex');

const newSecret = () => crypto.randomBytes(SECRET_BYTES).toString('base64url');

const rowFor = (ctx: FeedSecretContext, userId: number, secret: string) => ({
  user_id: userId,
  secret_hash: hashFeedSecret(secret),
  sealed_secret: seal(ctx.sealKey, secret),
  created_at: ctx.now().toISOString(),
});

/** Writes a new secret for the account, replacing the old one (whose address stops at once). */
async function writeSecret(db: Db, ctx: FeedSecretContext, userId: number): Promise<string> {
  const secret = newSecret();
  const row = rowFor(ctx, userId, secret);
  const updated = await db
    .updateTable('calendar_feeds')
    .set({ secret_hash: row.secret_hash, sealed_secret: row.sealed_secret, created_at: row.created_at })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await db.insertInto('calendar_feeds').values(row).execute();
  return secret;
}

/**
 * The account's feed secret, made on the first call. Two first calls at once both try to insert: the
 * primary key keeps one, and the loser reads it. A secret sealed under another JWT_SECRET cannot be
 * shown again, so it is replaced (its old address stops working).
 */
export async function ensureFeedSecret(db: Db, ctx: FeedSecretContext, userId: number): Promise<string> {
  const existing = await db.selectFrom('calendar_feeds').select('sealed_secret').where('user_id', '=', userId).executeTakeFirst();
  if (existing) {
    try {
      return unseal(ctx.sealKey, existing.sealed_secret);
    } catch {
      return writeSecret(db, ctx, userId);
    }
  }
  try {
    const secret = newSecret();
    await db
      .insertInto('calendar_feeds')
      .values(rowFor(ctx, userId, secret))
      .execute();
    return secret;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return ensureFeedSecret(db, ctx, userId);
  }
}

/** A new secret for the account: the old address answers 404 from now on. */
export function resetFeedSecret(db: Db, ctx: FeedSecretContext, userId: number): Promise<string> {
  return writeSecret(db, ctx, userId);
}

/** The active family account a secret opens, or null (unknown, reset, malformed, deactivated: all the same). */
export async function findFeedAccount(db: Db, secret: string) {
  if (!CALENDAR_SECRET_PATTERN.test(secret)) return null;
  const row = await db
    .selectFrom('calendar_feeds')
    .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
    .select(['users.id', 'users.roles', 'users.family_id', 'users.child_id', 'users.language'])
    .where('calendar_feeds.secret_hash', '=', hashFeedSecret(secret))
    .where('users.deactivated_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}
