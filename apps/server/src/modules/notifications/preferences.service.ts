import {
  channelsAllowedFor,
  NOTIFICATION_KINDS,
  type TNotificationPreferences,
  type TUpdateNotificationPreferencesRequest,
} from '@carnet/contract';
import type { Db } from '../../db/connect';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { channelOf, chosenChannels, saveChannels } from './preferences.repository';

/** Every kind's channel for the caller, in the contract's order, and the school's digest time. */
export async function getNotificationPreferences(db: Db, actor: Actor, digestTime: string): Promise<TNotificationPreferences> {
  const chosen = (await chosenChannels(db, [actor.userId])).get(actor.userId);
  return { preferences: NOTIFICATION_KINDS.map((kind) => ({ kind, channel: channelOf(chosen, kind) })), digestTime };
}

/**
 * Changes the listed kinds. A same-day unexplained absence must reach the family outside the app, so
 * 'inApp' for absences is refused and nothing of the request is saved.
 */
export async function updateNotificationPreferences(
  db: Db,
  actor: Actor,
  input: TUpdateNotificationPreferencesRequest,
  at: { now: Date; digestTime: string },
): Promise<TNotificationPreferences> {
  for (const { kind, channel } of input.preferences) {
    if (!channelsAllowedFor(kind).includes(channel)) throw new AppError('VALIDATION_ERROR', 'notify.absenceNeedsEmail');
  }
  await inTransaction(db, (trx) => saveChannels(trx, actor.userId, input.preferences, at.now));
  return getNotificationPreferences(db, actor, at.digestTime);
}
