import type { Db } from '../../db/connect';
import type { DesiredKind, Mapped } from './roster-model';

/** What the writes of one kind need: the ids of what came before, the clock, and what to write in batches. */
export type Writer = {
  trx: Db;
  now: string;
  idOf: (kind: DesiredKind, key: string | null | undefined) => number | null;
  /** Accounts that now have an address and were never invited: the caller invites them. */
  toInvite: number[];
  /** Pupils' teaching groups to add, written together at the end of the kind (one statement per 500). */
  newEnrollments: { child_id: number; subject_id: number }[];
};

export type KindWrites = {
  insert: (w: Writer, values: Mapped) => Promise<number>;
  /** Writes the fields the source changed (all of them for a record adopted on first sight). */
  update: (w: Writer, id: number, values: Mapped, changed: readonly string[]) => Promise<void>;
  setActive?: (w: Writer, id: number, isActive: boolean) => Promise<void>;
};

/** The columns of the fields the source changed, with their new values. */
export const pick = (values: Mapped, changed: readonly string[], columns: Record<string, string>) =>
  Object.fromEntries(changed.filter((field) => field in columns).map((field) => [columns[field]!, values[field] ?? null]));

/** The pupil's class name and year group, copied where the family side reads them (migration 005). */
export async function copyClassOnPupil(trx: Db, childId: number) {
  const row = await trx
    .selectFrom('children')
    .leftJoin('classes', 'classes.id', 'children.class_id')
    .leftJoin('year_groups', 'year_groups.id', 'classes.year_group_id')
    .select(['classes.name as class_name', 'year_groups.name as year_name'])
    .where('children.id', '=', childId)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('children')
    .set({ class_name: row.class_name ?? '', class_year: row.year_name ?? '' })
    .where('id', '=', childId)
    .execute();
}

export async function copyClassOnPupils(trx: Db, classId: number) {
  const row = await trx
    .selectFrom('classes')
    .innerJoin('year_groups', 'year_groups.id', 'classes.year_group_id')
    .select(['classes.name', 'year_groups.name as year_name'])
    .where('classes.id', '=', classId)
    .executeTakeFirstOrThrow();
  await trx.updateTable('children').set({ class_name: row.name, class_year: row.year_name }).where('class_id', '=', classId).execute();
}
