import type { TLiveTopic } from '@carnet/contract';
import type { Db } from '../db/connect';
import { runAfterCommit } from '../lib/after-commit';
import { attachToDb, attachedTo } from '../lib/db-companions';
import type { LiveHub } from './live-hub';

const LIVE = Symbol('live hub');

/** Called once by the app: from then on, what is announced on this database is told to open pages. */
export const attachLive = (db: Db, hub: LiveHub) => attachToDb(db, LIVE, hub);

/**
 * Tells these accounts' open pages to look again at `topic`, once `db` has committed (at once when it
 * is no transaction; never when it rolls back). A handle without the app's hub (the demo seed, the
 * command-line tools) tells nobody, as it e-mails nobody (decision 087).
 */
export function tellAfterCommit(db: Db, userIds: readonly number[], topic: TLiveTopic): void {
  const hub = attachedTo<LiveHub>(db, LIVE);
  if (!hub || userIds.length === 0) return;
  const told = [...new Set(userIds)];
  runAfterCommit(db, () => hub.tell(told, topic));
}
