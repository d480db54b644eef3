/**
 * A reading that moves whenever the SQLite database may have changed: on every writing statement this
 * process runs through its connection, and whenever SQLite's `data_version` shows that another
 * connection committed (a second process on the same file, an administrator in the sqlite3 shell).
 * Caches of values read from the database keep an entry only while the reading is the one they saw,
 * which makes them exact without knowing which tables a value came from.
 *
 * PostgreSQL has no such clock here: several processes write to one server, so nothing is cached there.
 */
export class ChangeClock {
  private reading = 0;
  private lastDataVersion: number | null = null;
  private isCheckedThisTurn = false;

  /** `dataVersion` answers SQLite's PRAGMA data_version on this process's own connection. */
  constructor(private readonly dataVersion: () => number) {}

  /** Called by the connection after each statement that may write (run even when it failed or rolled back). */
  noteWrite(): void {
    this.reading += 1;
  }

  /**
   * The current reading; equal readings mean no write happened in between, from here or elsewhere.
   * Another connection's commit is looked for once per turn of the event loop (a statement each time
   * would cost a tenth of a cached read): a request sent after such a commit reaches us in a later
   * turn than any check made before the commit, so it still sees the change.
   */
  now(): number {
    if (!this.isCheckedThisTurn) {
      this.isCheckedThisTurn = true;
      setImmediate(() => (this.isCheckedThisTurn = false));
      const version = this.dataVersion();
      if (version !== this.lastDataVersion) {
        this.lastDataVersion = version;
        this.reading += 1;
      }
    }
    return this.reading;
  }
}
