import type { Db } from '../db/connect';
import { AppError } from './app-error';

/**
 * A class the new school year closed (decision 081) takes nothing new: no pupil moved or added into
 * it, no evening, publication, form or invitation addressed to it. Every write that names classes asks
 * here, after checking they exist, and is refused with 409 naming the first closed one.
 */
export async function refuseClosedClasses(db: Db, classIds: readonly number[]): Promise<void> {
  if (classIds.length === 0) return;
  const closed = await db
    .selectFrom('classes')
    .select('name')
    .where('id', 'in', [...new Set(classIds)])
    .where('closed_at', 'is not', null)
    .orderBy('name')
    .executeTakeFirst();
  if (closed) throw new AppError('CONFLICT', 'classes.closed', { name: closed.name });
}
