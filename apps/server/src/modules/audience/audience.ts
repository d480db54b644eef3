import type { TAudience, TAudienceCount } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { type Actor, isOffice } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { childFollowers } from '../../lib/child-followers';
import { refuseClosedClasses } from '../../lib/closed-classes';
import { taughtGroups, taughtPupils } from '../../lib/staff-pupils';

/**
 * The one audience resolver (architecture page): every publication turns its audience into pupils
 * here, then into their families' parent accounts and the pupils' own student accounts. Deactivated
 * pupils are never reached.
 */
export async function audiencePupils(db: Db, audience: TAudience): Promise<number[]> {
  let query = db.selectFrom('children').select('children.id').where('children.deactivated_at', 'is', null);
  switch (audience.kind) {
    case 'school':
      break;
    case 'yearGroups':
      query = query.where('children.class_id', 'in', db.selectFrom('classes').select('id').where('year_group_id', 'in', audience.ids));
      break;
    case 'classes':
      query = query.where('children.class_id', 'in', audience.ids);
      break;
    case 'teachingGroups':
      query = query.where('children.id', 'in', db.selectFrom('child_subjects').select('child_id').where('subject_id', 'in', audience.ids));
      break;
    case 'pupils':
      query = query.where('children.id', 'in', audience.ids);
      break;
  }
  const rows = await query.orderBy('children.id').execute();
  return rows.map((r) => r.id);
}

/**
 * Refuses an audience naming something that does not exist, a closed class (409: what was sent to it
 * before stays, nothing new goes), or, for a teacher, anything not theirs.
 */
export async function checkAudience(db: Db, actor: Actor, audience: TAudience): Promise<void> {
  if (audience.kind !== 'school') {
    const table = { yearGroups: 'year_groups', classes: 'classes', teachingGroups: 'subjects', pupils: 'children' } as const;
    const ids = [...new Set(audience.ids)];
    const found = await db.selectFrom(table[audience.kind]).select('id').where('id', 'in', ids).execute();
    if (found.length !== ids.length) throw new AppError('VALIDATION_ERROR', 'audience.unknown');
    if (audience.kind === 'classes') await refuseClosedClasses(db, ids);
  }
  if (isOffice(actor)) return;
  // A teacher reaches their own teaching groups and those groups' pupils, nothing wider (decision 084).
  if (audience.kind === 'teachingGroups') {
    const own = await taughtGroups(db, actor).where('subjects.id', 'in', audience.ids).execute();
    if (own.length === new Set(audience.ids).size) return;
  } else if (audience.kind === 'pupils') {
    const own = await taughtPupils(db, actor).distinct().where('child_subjects.child_id', 'in', audience.ids).execute();
    if (own.length === new Set(audience.ids).size) return;
  }
  throw new AppError('FORBIDDEN', 'audience.notYours');
}

/** How many pupils, families and accounts an audience reaches: shown before anything is sent. */
export async function countAudience(db: Db, audience: TAudience, options: { parentsOnly: boolean }): Promise<TAudienceCount> {
  const pupils = await audiencePupils(db, audience);
  if (pupils.length === 0) return { pupils: 0, families: 0, accounts: 0 };
  const [families, accounts] = await Promise.all([
    db.selectFrom('children').select('family_id').distinct().where('id', 'in', pupils).execute(),
    childFollowers(db, pupils, options),
  ]);
  return { pupils: pupils.length, families: families.length, accounts: accounts.length };
}
