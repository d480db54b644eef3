import type { Db } from '../db/connect';

/**
 * Who follows a child, written once (decision 087): the parents of the children's families and, unless
 * `parentsOnly` (the parents' areas: documents, forms, concerns), the student accounts that are those
 * children. A deactivated account follows no one: it is told nothing, in the bell or outside it.
 * Both the family side's publications (one child) and the staff side's (an audience's pupils) ask here.
 */
export async function childFollowers(db: Db, childIds: readonly number[], options: { parentsOnly: boolean }): Promise<number[]> {
  if (childIds.length === 0) return [];
  const families = db.selectFrom('children').select('family_id').where('id', 'in', childIds);
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('deactivated_at', 'is', null)
    .where((eb) => {
      const parents = eb.and([eb('family_id', 'in', families), eb('roles', 'like', '%ROLE_PARENT%')]);
      return options.parentsOnly ? parents : eb.or([parents, eb('child_id', 'in', childIds)]);
    })
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** A pupil's own (student) accounts, active ones: who reads the student's own conversations (decision 102). */
export async function studentAccounts(db: Db, childId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('child_id', '=', childId)
    .where('deactivated_at', 'is', null)
    .where('roles', 'not like', '%ROLE_PARENT%')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}
