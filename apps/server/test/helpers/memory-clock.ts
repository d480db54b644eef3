import SQLite from 'better-sqlite3';
import { ChangeClock } from '../../src/db/change-clock';

/** A change clock on a real (in-memory) SQLite connection, as openDatabase builds it. */
export function memoryClock(): ChangeClock {
  const sqlite = new SQLite(':memory:');
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  return new ChangeClock(() => dataVersion.get() as number);
}
