import type { TCreateFamilyRequest, TNewFamilyMember } from '@carnet/contract';
import type { Db } from '../../db/connect';
import type { Actor } from '../../lib/actor';
import { AppError, notFound } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import { familyMemberColumns } from './family.service';
import { familyMemberSnapshot } from './member-snapshot';

/**
 * The office makes a family by hand and attaches pupils to it (decision 098). A pupil is taken only
 * from a family that has no contact (the import's family of a pupil whose guardians the source does
 * not give): moving a child away from their parents would take the child from those parents' accounts
 * without a word.
 */
export async function createFamilyByHand(db: Db, actor: Actor, input: TCreateFamilyRequest): Promise<{ id: number }> {
  return inTransaction(db, async (trx) => {
    const pupils = await trx
      .selectFrom('children')
      .select(['id', 'family_id', 'deactivated_at'])
      .where('id', 'in', input.pupilIds)
      .execute();
    if (pupils.length !== input.pupilIds.length) throw new AppError('VALIDATION_ERROR', 'people.pupilNotFound');
    if (pupils.some((p) => p.deactivated_at !== null)) throw new AppError('CONFLICT', 'people.pupilInactive');
    const oldFamilyIds = [...new Set(pupils.map((p) => p.family_id))];
    const withContacts = await trx.selectFrom('family_members').select('id').where('family_id', 'in', oldFamilyIds).executeTakeFirst();
    if (withContacts) throw new AppError('CONFLICT', 'people.pupilHasContacts');
    const { id } = await trx
      .insertInto('families')
      .values({ name: input.name, financial_source: null, financial_observation: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('children').set({ family_id: id }).where('id', 'in', input.pupilIds).execute();
    await recordAudit(trx, actor, {
      action: 'create',
      entity: 'family',
      entityId: id,
      after: { name: input.name, pupil_ids: input.pupilIds },
    });
    for (const pupil of pupils) {
      await recordAudit(trx, actor, {
        action: 'update',
        entity: 'pupil',
        entityId: pupil.id,
        childId: pupil.id,
        before: { family_id: pupil.family_id },
        after: { family_id: id },
      });
    }
    await carryEmptiedFamiliesLinks(trx, oldFamilyIds, id);
    return { id };
  });
}

/**
 * A family the move left without a pupil was the import's family of those pupils: its roster link now
 * names the new family, so the next import finds the pupils' guardians there (decision 098). The empty
 * family stays (its history and audit lines name it); nobody reads it any more.
 */
async function carryEmptiedFamiliesLinks(trx: Db, oldFamilyIds: number[], newFamilyId: number) {
  const stillFull = await trx.selectFrom('children').select('family_id').where('family_id', 'in', oldFamilyIds).execute();
  const emptied = oldFamilyIds.filter((familyId) => !stillFull.some((row) => row.family_id === familyId));
  if (emptied.length === 0) return;
  await trx
    .updateTable('roster_links')
    .set({ local_id: newFamilyId })
    .where('kind', '=', 'family')
    .where('local_id', 'in', emptied)
    .execute();
}

/** A guardian or contact the office adds to a family; audited with the fields it was made with. */
export async function addFamilyMember(db: Db, actor: Actor, familyId: number, input: TNewFamilyMember): Promise<{ id: number }> {
  return inTransaction(db, async (trx) => {
    const family = await trx.selectFrom('families').select('id').where('id', '=', familyId).executeTakeFirst();
    if (!family) throw notFound('Family');
    const { id } = await trx
      .insertInto('family_members')
      .values({
        family_id: familyId,
        ...familyMemberColumns(input),
        // One spelling for the address a later import compares and an account signs in with.
        email: input.email.toLowerCase(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, { action: 'create', entity: 'family-member', entityId: id, after: await familyMemberSnapshot(trx, id) });
    return { id };
  });
}
