import type { Db } from '../db/connect';
import { flushAfterCommit, trackAfterCommit } from './after-commit';
import { inheritCompanions } from './db-companions';

/**
 * Runs `work` in a transaction, or inside the caller's one when `db` already is a transaction
 * (the demo seed publishes through the same services inside its single transaction, and Kysely
 * does not nest transactions). The transaction carries the handle's companions (lib/db-companions),
 * and what was asked to wait for its commit runs once it has committed (lib/after-commit).
 */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  let transaction: Db | null = null;
  const result = await db.transaction().execute((trx) => {
    inheritCompanions(db, trx);
    trackAfterCommit(trx);
    transaction = trx;
    return work(trx);
  });
  if (transaction) flushAfterCommit(transaction);
  return result;
}
