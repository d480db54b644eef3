import type { TCreateClassRequest, TUpdateClassRequest } from '@carnet/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import { conflict, deleteOrConflict, missing } from './structure-errors';

/**
 * Classes: a pupil's class_id, with class_name and class_year copied on the pupil because the family
 * side reads them (migration 005). Every change here keeps those copies equal, in the same transaction.
 */

type ClassRecord = { id: number; name: string; yearGroupId: number; yearGroupName: string };

async function findClass(db: Db, id: number): Promise<ClassRecord> {
  const row = await db
    .selectFrom('classes')
    .innerJoin('year_groups', 'year_groups.id', 'classes.year_group_id')
    .select(['classes.id', 'classes.name', 'classes.year_group_id', 'year_groups.name as year_group_name'])
    .where('classes.id', '=', id)
    .executeTakeFirst();
  if (!row) throw missing('structure.classNotFound');
  return { id: row.id, name: row.name, yearGroupId: row.year_group_id, yearGroupName: row.year_group_name };
}

/** The year group a request names: a 400, not a 404, since the class itself was found (or is new). */
async function chosenYearGroup(db: Db, id: number) {
  const row = await db.selectFrom('year_groups').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('VALIDATION_ERROR', 'structure.yearGroupNotFound');
  return row;
}

async function refuseTakenName(db: Db, name: string, exceptId: number | null) {
  let query = db
    .selectFrom('classes')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw conflict('structure.classNameTaken', { name });
}

async function withUniqueName<T>(name: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (name !== undefined && isUniqueViolation(error)) throw conflict('structure.classNameTaken', { name });
    throw error;
  }
}

export function createClass(db: Db, actor: Actor, input: TCreateClassRequest): Promise<ClassRecord> {
  return withUniqueName(input.name, () =>
    inTransaction(db, async (trx) => {
      const yearGroup = await chosenYearGroup(trx, input.yearGroupId);
      await refuseTakenName(trx, input.name, null);
      const { id } = await trx
        .insertInto('classes')
        .values({ name: input.name, year_group_id: yearGroup.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      const after = { id, name: input.name, yearGroupId: yearGroup.id, yearGroupName: yearGroup.name };
      await recordAudit(trx, actor, { action: 'create', entity: 'class', entityId: id, after });
      return after;
    }),
  );
}

/**
 * Rename (the pupils' class_name follows, and so do the lessons' class and the teaching group labels
 * still written '<class> <subject>'), or move to another year group (the pupils' class_year follows), or both.
 */
export function updateClass(db: Db, actor: Actor, id: number, input: TUpdateClassRequest): Promise<ClassRecord> {
  return withUniqueName(input.name, () =>
    inTransaction(db, async (trx) => {
      const before = await findClass(trx, id);
      const yearGroup = input.yearGroupId === undefined ? null : await chosenYearGroup(trx, input.yearGroupId);
      if (input.name !== undefined) await refuseTakenName(trx, input.name, id);
      const after: ClassRecord = {
        id,
        name: input.name ?? before.name,
        yearGroupId: yearGroup?.id ?? before.yearGroupId,
        yearGroupName: yearGroup?.name ?? before.yearGroupName,
      };
      await trx.updateTable('classes').set({ name: after.name, year_group_id: after.yearGroupId }).where('id', '=', id).execute();
      await trx
        .updateTable('children')
        .set({ class_name: after.name, class_year: after.yearGroupName })
        .where('class_id', '=', id)
        .execute();
      if (after.name !== before.name) {
        await relabelTeachingGroups(trx, id, before.name, after.name);
        // The timetable shows each lesson's class by name: the class's lessons follow too.
        await trx
          .updateTable('lessons')
          .set({ class_title: after.name })
          .where('class_title', '=', before.name)
          .where('subject_id', 'in', (eb) => eb.selectFrom('subjects').select('id').where('class_id', '=', id))
          .execute();
      }
      const action = after.yearGroupId !== before.yearGroupId ? 'move' : 'update';
      await recordAudit(trx, actor, { action, entity: 'class', entityId: id, before, after });
      return after;
    }),
  );
}

/** '6A Mathematics' becomes '6C Mathematics'; a label the office chose otherwise is theirs and stays. */
async function relabelTeachingGroups(db: Db, classId: number, oldName: string, newName: string) {
  const groups = await db.selectFrom('subjects').select(['id', 'name', 'teaching_group']).where('class_id', '=', classId).execute();
  for (const group of groups) {
    if (group.teaching_group !== `${oldName} ${group.name}`) continue;
    const label = `${newName} ${group.name}`;
    const taken = await db.selectFrom('subjects').select('id').where('teaching_group', '=', label).executeTakeFirst();
    if (!taken) await db.updateTable('subjects').set({ teaching_group: label }).where('id', '=', group.id).execute();
  }
}

/** Only an empty class goes: no pupil (even a deactivated one keeps it in their history) and no teaching group. */
export function deleteClass(db: Db, actor: Actor, id: number): Promise<void> {
  return inTransaction(db, async (trx) => {
    const before = await findClass(trx, id);
    const count = async (table: 'children' | 'subjects') =>
      Number(
        (
          await trx
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('class_id', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const [pupils, groups] = [await count('children'), await count('subjects')];
    if (pupils > 0 || groups > 0) throw conflict('structure.classNotEmpty', { pupils, groups });
    await deleteOrConflict(() => trx.deleteFrom('classes').where('id', '=', id).execute());
    await recordAudit(trx, actor, { action: 'delete', entity: 'class', entityId: id, before });
  });
}

/**
 * Reopens a class the new school year closed: it is offered in the pickers again and takes pupils,
 * evenings and audiences. Reopening an open class changes nothing and writes no audit line, so a
 * double click or two offices at once are harmless.
 */
export function reopenClass(db: Db, actor: Actor, id: number): Promise<void> {
  return inTransaction(db, async (trx) => {
    const before = await findClass(trx, id);
    const row = await trx.selectFrom('classes').select('closed_at').where('id', '=', id).executeTakeFirstOrThrow();
    if (row.closed_at === null) return;
    await trx.updateTable('classes').set({ closed_at: null }).where('id', '=', id).execute();
    await recordAudit(trx, actor, {
      action: 'reopen',
      entity: 'class',
      entityId: id,
      before: { ...before, closedAt: row.closed_at },
      after: { ...before, closedAt: null },
    });
  });
}
