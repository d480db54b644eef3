import type { Db } from '../../db/connect';

/**
 * The class of that name in that year group, created with its year group if the school has none yet:
 * how a pupil created from a name (demo seed, tests, an import) gets its class row.
 */
export async function classIdFor(db: Db, yearGroupName: string, className: string): Promise<number> {
  const existing = await db.selectFrom('classes').select('id').where('name', '=', className).executeTakeFirst();
  if (existing) return existing.id;
  const yearGroupId = await yearGroupIdFor(db, yearGroupName);
  const row = await db
    .insertInto('classes')
    .values({ name: className, year_group_id: yearGroupId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function yearGroupIdFor(db: Db, name: string): Promise<number> {
  const existing = await db.selectFrom('year_groups').select('id').where('name', '=', name).executeTakeFirst();
  if (existing) return existing.id;
  const row = await db.insertInto('year_groups').values({ name }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
