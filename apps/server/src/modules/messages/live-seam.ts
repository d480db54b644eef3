import type { Db } from '../../db/connect';

/**
 * Tells the open pages of these accounts to look again at their `topic` (decision 103). Wired by the
 * live channel (decision 103); until then it does nothing and the pages see new messages when they reload.
 */
export function tellLive(_db: Db, _userIds: readonly number[], _topic: 'messages'): void {
  // wired by the live channel (decision 103)
}
