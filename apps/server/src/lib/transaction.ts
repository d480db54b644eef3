import type { Db } from '../db/connect';
import { inheritCompanions } from './db-companions';

/**
 * Runs `work` in a transaction, or inside the caller's one when `db` already is a transaction
 * (the demo seed publishes through the same services inside its single transaction, and Kysely
 * does not nest transactions). The transaction carries the handle's companions (lib/db-companions).
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute((trx) => {
    inheritCompanions(db, trx);
    return work(trx);
  });
}
