import type { TYearGroupInput } from '@carnet/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { isUniqueViolation } from '../../db/errors';
import type { Actor } from '../../lib/actor';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import { conflict, deleteOrConflict, missing } from './structure-errors';

/** Year groups ('6e', 'Year 7'): names unique whatever their case, so the audience picker never shows two alike. */

async function refuseTakenName(db: Db, name: string, exceptId: number | null) {
  let query = db
    .selectFrom('year_groups')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw conflict('structure.yearGroupNameTaken', { name });
}

/** The database's unique index has the last word when two offices save the same name at once. */
async function withUniqueName<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('structure.yearGroupNameTaken', { name });
    throw error;
  }
}

export async function findYearGroup(db: Db, id: number) {
  const row = await db.selectFrom('year_groups').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw missing('structure.yearGroupNotFound');
  return row;
}

export function createYearGroup(db: Db, actor: Actor, input: TYearGroupInput): Promise<{ id: number; name: string }> {
  return withUniqueName(input.name, () =>
    inTransaction(db, async (trx) => {
      await refuseTakenName(trx, input.name, null);
      const { id } = await trx.insertInto('year_groups').values({ name: input.name }).returning('id').executeTakeFirstOrThrow();
      const after = { id, name: input.name };
      await recordAudit(trx, actor, { action: 'create', entity: 'yearGroup', entityId: id, after });
      return after;
    }),
  );
}

/** A rename reaches the pupils' class_year, which the family side reads. */
export function renameYearGroup(db: Db, actor: Actor, id: number, input: TYearGroupInput): Promise<{ id: number; name: string }> {
  return withUniqueName(input.name, () =>
    inTransaction(db, async (trx) => {
      const before = await findYearGroup(trx, id);
      await refuseTakenName(trx, input.name, id);
      await trx.updateTable('year_groups').set({ name: input.name }).where('id', '=', id).execute();
      await trx
        .updateTable('children')
        .set({ class_year: input.name })
        .where('class_id', 'in', (eb) => eb.selectFrom('classes').select('id').where('year_group_id', '=', id))
        .execute();
      const after = { id, name: input.name };
      await recordAudit(trx, actor, { action: 'update', entity: 'yearGroup', entityId: id, before, after });
      return after;
    }),
  );
}

/** Only an empty year group goes: its classes must be moved or deleted first. */
export function deleteYearGroup(db: Db, actor: Actor, id: number): Promise<void> {
  return inTransaction(db, async (trx) => {
    const before = await findYearGroup(trx, id);
    const aClass = await trx.selectFrom('classes').select('id').where('year_group_id', '=', id).executeTakeFirst();
    if (aClass) throw conflict('structure.yearGroupNotEmpty');
    await deleteOrConflict(() => trx.deleteFrom('year_groups').where('id', '=', id).execute());
    await recordAudit(trx, actor, { action: 'delete', entity: 'yearGroup', entityId: id, before });
  });
}
