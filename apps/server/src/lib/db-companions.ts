import type { Db } from '../db/connect';

/**
 * Services the app hands to its database handle, found again from any transaction opened on it.
 * Publishing runs in about twenty services that receive only a `Db`; what they publish must now be
 * e-mailed with the app's keys and addresses (decision 071). Rather than thread those through every
 * signature, the app attaches them to its handle once and inTransaction passes them on. A handle
 * without them (the demo seed before the app exists, scripts) publishes to the app only. A lint rule
 * keeps every transaction opened through inTransaction, so none goes without them (decision 087).
 */
const companions = new WeakMap<Db, Map<symbol, unknown>>();

export function attachToDb<T>(db: Db, key: symbol, value: T): void {
  const found = companions.get(db) ?? new Map<symbol, unknown>();
  found.set(key, value);
  companions.set(db, found);
}

export function attachedTo<T>(db: Db, key: symbol): T | undefined {
  return companions.get(db)?.get(key) as T | undefined;
}

/** A transaction carries what its database handle carries. */
export function inheritCompanions(from: Db, to: Db): void {
  const found = companions.get(from);
  if (found) companions.set(to, found);
}
