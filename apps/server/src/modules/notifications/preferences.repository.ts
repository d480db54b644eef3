import { DEFAULT_NOTIFICATION_CHANNELS, NOTIFICATION_CHANNELS, type TNotificationChannel, type TNotificationKind } from '@carnet/contract';
import type { Db } from '../../db/connect';

export const isChannel = (value: string): value is TNotificationChannel => (NOTIFICATION_CHANNELS as readonly string[]).includes(value);

/** Each account's chosen channels, in one query however many accounts (a school-wide newsletter reaches them all). */
export async function chosenChannels(db: Db, userIds: readonly number[]): Promise<Map<number, Map<string, TNotificationChannel>>> {
  const chosen = new Map<number, Map<string, TNotificationChannel>>();
  if (userIds.length === 0) return chosen;
  const rows = await db
    .selectFrom('notification_preferences')
    .select(['user_id', 'kind', 'channel'])
    .where('user_id', 'in', userIds)
    .execute();
  for (const row of rows) {
    if (!isChannel(row.channel)) continue;
    const own = chosen.get(row.user_id) ?? new Map<string, TNotificationChannel>();
    own.set(row.kind, row.channel);
    chosen.set(row.user_id, own);
  }
  return chosen;
}

/**
 * Notices whose default is not their kind's (decision 105): an announcement that asks for nothing is kind
 * `message` like a conversation, but waits for the digest until the person chooses a channel for messages.
 */
const NOTICE_DEFAULT_CHANNELS: Readonly<Record<string, TNotificationChannel>> = { 'announcement.new': 'digest' };

/**
 * Notices that cannot wait for the daily digest (decision 110): a test announced, a
 * homework changed or withdrawn in the next two days. Whoever gets homework in the digest (the default,
 * or their choice) gets these by e-mail at once; push and in-app-only choices are kept as chosen.
 */
const AT_ONCE_NOTICES: ReadonlySet<string> = new Set(['homework.test', 'homework.changed', 'homework.withdrawn']);

/** The channel of one kind for one account: its choice, else the notice's own default, else the kind's. */
export const channelOf = (
  chosen: Map<string, TNotificationChannel> | undefined,
  kind: TNotificationKind,
  notice?: string,
): TNotificationChannel => {
  const channel =
    chosen?.get(kind) ??
    (notice !== undefined && Object.hasOwn(NOTICE_DEFAULT_CHANNELS, notice) ? NOTICE_DEFAULT_CHANNELS[notice] : undefined) ??
    DEFAULT_NOTIFICATION_CHANNELS[kind];
  return channel === 'digest' && notice !== undefined && AT_ONCE_NOTICES.has(notice) ? 'email' : channel;
};

export async function saveChannels(
  trx: Db,
  userId: number,
  preferences: ReadonlyArray<{ kind: TNotificationKind; channel: TNotificationChannel }>,
  at: Date,
): Promise<void> {
  if (preferences.length === 0) return;
  const kinds = preferences.map((p) => p.kind);
  // Delete then insert: portable across both engines, in the caller's transaction.
  await trx.deleteFrom('notification_preferences').where('user_id', '=', userId).where('kind', 'in', kinds).execute();
  await trx
    .insertInto('notification_preferences')
    .values(preferences.map((p) => ({ user_id: userId, kind: p.kind, channel: p.channel, updated_at: at.toISOString() })))
    .execute();
}
