import type { TFamily, TFamilyMember, TFamilyMemberUpdate, TUpdateFinancialRequest } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { fromDbBool, toDbBool } from '../../db/values';
import type { Actor } from '../../lib/actor';
import { forbidden, notFound } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import { familyMemberSnapshot } from './member-snapshot';

function requireFamily(actor: Actor): number {
  if (actor.familyId === null) throw forbidden('family.noFamily');
  return actor.familyId;
}

export async function getFamily(db: Db, actor: Actor): Promise<TFamily> {
  const familyId = requireFamily(actor);
  const family = await db.selectFrom('families').selectAll().where('id', '=', familyId).executeTakeFirst();
  if (!family) throw notFound('Family');
  const [children, members] = await Promise.all([
    db.selectFrom('children').select(['id', 'first_name', 'last_name']).where('family_id', '=', familyId).orderBy('id').execute(),
    db.selectFrom('family_members').selectAll().where('family_id', '=', familyId).orderBy('id').execute(),
  ]);
  return {
    name: family.name,
    financialSource: family.financial_source === 'Individual' || family.financial_source === 'Enterprise' ? family.financial_source : null,
    financialObservation: family.financial_observation,
    familyInfo: {
      children: children.map((c) => ({ id: c.id, firstName: c.first_name, lastName: c.last_name })),
      familyMembers: members.map((m): TFamilyMember => ({
        id: m.id,
        civility: m.civility,
        family_tie: m.family_tie,
        last_name: m.last_name,
        first_name: m.first_name,
        phone: m.phone,
        mobile: m.mobile,
        email: m.email,
        birthday: m.birthday,
        birth_place: m.birth_place,
        birth_country: m.birth_country,
        nationality: m.nationality,
        language: m.language,
        job: m.job,
        address: m.address,
        postalCode: m.postal_code,
        city: m.city,
        contactable: fromDbBool(m.contactable),
        speaks_english: fromDbBool(m.speaks_english),
      })),
    },
  };
}

export async function updateFinancial(db: Db, actor: Actor, input: TUpdateFinancialRequest): Promise<void> {
  const familyId = requireFamily(actor);
  await db
    .updateTable('families')
    .set({ financial_source: input.source, financial_observation: input.observation ?? '' })
    .where('id', '=', familyId)
    .execute();
}

/**
 * Only a member of the caller's own family can be updated; any other id answers 404. The office sees
 * who changed what and when: the change and its audit line (the parent as the user) land together.
 */
export async function updateFamilyMember(db: Db, actor: Actor, memberId: number, input: TFamilyMemberUpdate): Promise<void> {
  const familyId = requireFamily(actor);
  await inTransaction(db, async (trx) => {
    const before = await familyMemberSnapshot(trx, memberId);
    if (!before || before.family_id !== familyId) throw notFound('Family member');
    await writeFamilyMember(trx, memberId, input);
    const after = await familyMemberSnapshot(trx, memberId);
    await recordAudit(trx, actor, { action: 'update', entity: 'family-member', entityId: memberId, before, after });
  });
}

/** Writes a contact's fields as the family form sends them (the parents' form and the office's). */
export async function writeFamilyMember(db: Db, memberId: number, input: TFamilyMemberUpdate): Promise<void> {
  await db.updateTable('family_members').set(familyMemberColumns(input)).where('id', '=', memberId).execute();
}

/** The contact form's fields as the table's columns: the same for a contact edited and one the office adds. */
export function familyMemberColumns(input: TFamilyMemberUpdate) {
  return {
    civility: input.civility,
    family_tie: input.family_tie,
    last_name: input.last_name,
    first_name: input.first_name,
    phone: input.phone,
    mobile: input.mobile,
    birthday: input.birthday ? input.birthday : null,
    birth_place: input.birthPlace,
    birth_country: input.birthCountry,
    nationality: input.nationality,
    language: input.language,
    job: input.job,
    address: input.address,
    postal_code: input.postalCode,
    city: input.city,
    contactable: toDbBool(input.contactable),
    speaks_english: toDbBool(input.speaksEnglish),
  };
}
