import type { Db } from '../../db/connect';
import { tellAfterCommit } from '../../live/live-tell';

/**
 * Tells the open pages of these accounts to look again at their conversations (decision 103): after the
 * transaction of `db` commits, never when it rolls back; through Redis to the other processes when set.
 */
export function tellLive(db: Db, userIds: readonly number[], topic: 'messages'): void {
  tellAfterCommit(db, userIds, topic);
}
