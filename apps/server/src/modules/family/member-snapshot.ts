import type { Db } from '../../db/connect';

/** The contact fields the audit log keeps of a family member, before and after a change (database names). */
export async function familyMemberSnapshot(db: Db, memberId: number) {
  return db
    .selectFrom('family_members')
    .select([
      'family_id',
      'civility',
      'family_tie',
      'last_name',
      'first_name',
      'phone',
      'mobile',
      'email',
      'birthday',
      'birth_place',
      'birth_country',
      'nationality',
      'language',
      'job',
      'address',
      'postal_code',
      'city',
      'contactable',
      'speaks_english',
    ])
    .where('id', '=', memberId)
    .executeTakeFirst();
}
