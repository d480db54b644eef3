import type { Db } from '../../db/connect';
import { AppError } from '../../lib/app-error';
import { refuseClosedClasses } from '../../lib/closed-classes';

/** The classes must all exist: a stale id in a request is a 404, not a silent partial run. */
export async function assertClassesExist(trx: Db, classIds: number[]): Promise<number[]> {
  const ids = [...new Set(classIds)];
  const found = await trx.selectFrom('classes').select('id').where('id', 'in', ids).execute();
  if (found.length !== ids.length) throw new AppError('NOT_FOUND', 'people.unknownClass');
  return ids;
}

/** The families with a pupil (not deactivated) in these classes, in id order; a closed class is refused (409). */
export async function familiesOfClasses(trx: Db, classIds: number[]): Promise<number[]> {
  const ids = await assertClassesExist(trx, classIds);
  await refuseClosedClasses(trx, ids);
  const rows = await trx
    .selectFrom('children')
    .select('family_id')
    .distinct()
    .where('class_id', 'in', ids)
    .where('deactivated_at', 'is', null)
    .orderBy('family_id')
    .execute();
  return rows.map((r) => r.family_id);
}
