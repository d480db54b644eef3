import { shownSignInName } from '../accounts/sign-in-names';
import { STAFF_PAGE_SIZE, type TFamilyMemberUpdate, type TFamilyPage, type TListQuery, type TStaffFamily } from '@carnet/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { fromDbBool } from '../../db/values';
import type { Actor } from '../../lib/actor';
import { parseRoles } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { matchesSearch } from '../../lib/search-text';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import { contactHistory } from './family-history';
import { familyMemberSnapshot } from './member-snapshot';
import { writeFamilyMember } from './family.service';

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** Families by family name, a contact's name or a pupil's name (accents and case ignored), a page at a time. */
export async function listFamilies(db: Db, query: TListQuery): Promise<TFamilyPage> {
  const page = query.page ?? 1;
  let base = db.selectFrom('families');
  const q = query.q;
  if (q) {
    const name = (table: 'family_members' | 'children') =>
      sql<string>`${sql.ref(`${table}.first_name`)} || ' ' || ${sql.ref(`${table}.last_name`)}`;
    base = base.where((eb) =>
      eb.or([
        matchesSearch(sql.ref<string>('families.name'), q),
        eb.exists(
          eb
            .selectFrom('family_members')
            .select('family_members.id')
            .whereRef('family_members.family_id', '=', 'families.id')
            .where(matchesSearch(name('family_members'), q)),
        ),
        eb.exists(
          eb
            .selectFrom('children')
            .select('children.id')
            .whereRef('children.family_id', '=', 'families.id')
            .where(matchesSearch(name('children'), q)),
        ),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select(['families.id', 'families.name'])
      .orderBy('families.name')
      .orderBy('families.id')
      .limit(STAFF_PAGE_SIZE)
      .offset((page - 1) * STAFF_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((r) => r.id);
  const [members, children] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .selectFrom('family_members')
            .select(['family_id', 'first_name', 'last_name'])
            .where('family_id', 'in', ids)
            .orderBy('id')
            .execute(),
          db
            .selectFrom('children')
            .select(['family_id', 'first_name', 'last_name'])
            .where('family_id', 'in', ids)
            .where('deactivated_at', 'is', null)
            .orderBy('first_name')
            .execute(),
        ]);
  return {
    page,
    pageSize: STAFF_PAGE_SIZE,
    total: Number(count.total),
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      parents: members.filter((m) => m.family_id === r.id).map((m) => fullName(m.first_name, m.last_name)),
      pupils: children.filter((c) => c.family_id === r.id).map((c) => fullName(c.first_name, c.last_name)),
    })),
  };
}

/**
 * The parent account of a contact: the one made for it, else (accounts made before invitations existed,
 * such as the demo school's) a parent account of the family with the contact's e-mail.
 */
function accountOfMember<A extends { id: number; email: string; family_member_id: number | null; roles: string }>(
  accounts: A[],
  member: { id: number; email: string },
): A | undefined {
  const email = member.email.trim().toLowerCase();
  return (
    accounts.find((a) => a.family_member_id === member.id) ??
    accounts.find((a) => a.family_member_id === null && email !== '' && a.email === email && a.roles.includes('ROLE_PARENT'))
  );
}

/** A family's page for the office: contacts, pupils (deactivated ones too), parent accounts and the contacts' change history. */
export async function getStaffFamily(db: Db, familyId: number): Promise<TStaffFamily> {
  const family = await db.selectFrom('families').select(['id', 'name']).where('id', '=', familyId).executeTakeFirst();
  if (!family) throw notFound('Family');
  const members = await db.selectFrom('family_members').selectAll().where('family_id', '=', familyId).orderBy('id').execute();
  const pupils = await db
    .selectFrom('children')
    .select(['id', 'first_name', 'last_name', 'class_name', 'deactivated_at'])
    .where('family_id', '=', familyId)
    .orderBy('first_name')
    .execute();
  const accounts = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'roles', 'deactivated_at', 'activated_at', 'invited_at', 'family_member_id'])
    // The parents' accounts and the pupils' own student accounts.
    .where((eb) =>
      eb.or([
        eb('family_id', '=', familyId),
        eb('child_id', 'in', eb.selectFrom('children').select('id').where('family_id', '=', familyId)),
      ]),
    )
    .orderBy('id')
    .execute();
  return {
    id: family.id,
    name: family.name,
    members: members.map((m) => ({
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
      address: m.address,
      postalCode: m.postal_code,
      city: m.city,
      job: m.job,
      contactable: fromDbBool(m.contactable),
      speaks_english: fromDbBool(m.speaks_english),
      accountId: accountOfMember(accounts, m)?.id ?? null,
    })),
    pupils: pupils.map((p) => ({
      id: p.id,
      firstName: p.first_name,
      lastName: p.last_name,
      className: p.class_name,
      isActive: p.deactivated_at === null,
    })),
    accounts: accounts.map((a) => ({
      id: a.id,
      email: shownSignInName(a.email),
      name: fullName(a.first_name, a.last_name),
      roles: parseRoles(a.roles),
      isActive: a.deactivated_at === null,
      isActivated: a.activated_at !== null,
      invitedAt: a.invited_at,
    })),
    history: await contactHistory(db, members),
  };
}

/** The office edits a family's contact with the parents' form rules; audited like a parent's edit. */
export async function updateFamilyMemberAsOffice(db: Db, actor: Actor, memberId: number, input: TFamilyMemberUpdate): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = await familyMemberSnapshot(trx, memberId);
    if (!before) throw notFound('Family member');
    await writeFamilyMember(trx, memberId, input);
    const after = await familyMemberSnapshot(trx, memberId);
    await recordAudit(trx, actor, { action: 'update', entity: 'family-member', entityId: memberId, before, after });
  });
}
