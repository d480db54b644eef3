import type { Db } from '../db/connect';

/**
 * Work that must wait for the transaction to commit: telling open pages to look again (live/) before
 * the commit would send them to read what is not there yet, or what a rollback then removes. The list
 * belongs to one transaction (not to the handle's companions, which all its transactions share).
 */
const pending = new WeakMap<Db, Array<() => void>>();

/** Runs `work` once `db` has committed: now when it is no transaction, never when it rolls back. */
export function runAfterCommit(db: Db, work: () => void): void {
  if (!db.isTransaction) return work();
  const list = pending.get(db);
  // Every transaction is opened by inTransaction (a lint rule says so), which keeps a list; one that
  // was not is someone else's, whose commit we cannot see: better tell nothing than tell too early.
  list?.push(work);
}

/** Called by inTransaction: opens the list of the new transaction. */
export function trackAfterCommit(trx: Db): void {
  pending.set(trx, []);
}

/** Called by inTransaction once the transaction committed: runs its list in order. */
export function flushAfterCommit(trx: Db): void {
  const list = pending.get(trx) ?? [];
  pending.delete(trx);
  for (const work of list) work();
}
