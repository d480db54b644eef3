/**
 * Driver errors seen the same way on both engines. better-sqlite3 throws SqliteError with a text
 * `code`; pg throws DatabaseError with the SQLSTATE in `code` and the offending key in `detail`.
 */
type DriverError = { code?: unknown; message?: unknown; detail?: unknown };

const asDriverError = (error: unknown): DriverError => (typeof error === 'object' && error !== null ? (error as DriverError) : {});

const SQLITE_UNIQUE = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);
const PG_UNIQUE = '23505';
/** deadlock_detected and serialization_failure: the transaction lost a race and may simply be run again. */
const PG_RETRYABLE = new Set(['40P01', '40001']);

/** A unique index or primary key refused the row. */
export function isUniqueViolation(error: unknown): boolean {
  const { code } = asDriverError(error);
  return typeof code === 'string' && (SQLITE_UNIQUE.has(code) || code === PG_UNIQUE);
}

/** The transaction was aborted only because of concurrent ones; running it again is safe. */
export function isRetryableConflict(error: unknown): boolean {
  const { code } = asDriverError(error);
  return typeof code === 'string' && PG_RETRYABLE.has(code);
}

/**
 * The columns of the unique index a row collided with, so a caller can say which rule was broken.
 * SQLite: 'UNIQUE constraint failed: t.a, t.b'; PostgreSQL detail: 'Key (a, b)=(1, 2) already exists.'
 */
export function uniqueViolationColumns(error: unknown): string[] {
  if (!isUniqueViolation(error)) return [];
  const { message, detail } = asDriverError(error);
  const pgKey = typeof detail === 'string' ? /^Key \(([^)]*)\)=/.exec(detail)?.[1] : undefined;
  if (pgKey !== undefined) return pgKey.split(', ');
  const sqliteKey = typeof message === 'string' ? /constraint failed: (.*)$/.exec(message)?.[1] : undefined;
  if (sqliteKey === undefined) return [];
  return sqliteKey.split(', ').map((column) => column.slice(column.indexOf('.') + 1));
}
