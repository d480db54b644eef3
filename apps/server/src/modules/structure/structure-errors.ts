import { AppError } from '../../lib/app-error';
import type { MessageKey, ParamsOf } from '../../i18n/translate';

/** 409: a name already taken, or a record that something still depends on. */
export const conflict = <Key extends MessageKey>(key: Key, ...params: ParamsOf<Key>) => new AppError('CONFLICT', key, ...params);

/** 404 for a structure record the office named by id. */
export const missing = (
  key: 'structure.yearGroupNotFound' | 'structure.classNotFound' | 'structure.teachingGroupNotFound' | 'structure.termNotFound',
) => new AppError('NOT_FOUND', key);

/** SQLite's and PostgreSQL's codes for a foreign key that refused a delete. */
const FOREIGN_KEY_CODES = new Set(['SQLITE_CONSTRAINT_FOREIGNKEY', '23503']);

/**
 * A delete the database refused because another row still points at the record: the services check
 * what they know of first (pupils, classes, lessons, bookings), and this keeps a table added later by
 * another area from turning a delete into a 500.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && FOREIGN_KEY_CODES.has(code);
}

/** Runs a delete, answering 409 instead of a 500 when a row the service did not know of still depends on it. */
export async function deleteOrConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict('structure.stillInUse');
    throw error;
  }
}
