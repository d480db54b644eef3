import type { Db } from '../db/connect';

/**
 * Runs `work` in a transaction, or inside the caller's one when `db` already is a transaction
 * (the demo seed publishes through the same services inside its single transaction, and Kysely
 * does not nest transactions).
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
