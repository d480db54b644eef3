import { isLanguage, type TLanguage, type TRole } from '@carnet/contract';
import { compiledQuery } from '../db/compiled-query';
import type { Db } from '../db/connect';

/** Who is calling, resolved once per request from the token and the database. */
export type Actor = {
  readonly userId: number;
  readonly roles: readonly TRole[];
  readonly familyId: number | null;
  /** The children this caller may see: a parent's family's children, or a student's own record. */
  readonly childIds: readonly number[];
  /** The language the person chose (null until they choose): the server's messages follow it. */
  readonly language: TLanguage | null;
  /** Set for a teacher's account: the teacher record that is this person (their teaching groups). */
  readonly teacherId: number | null;
};

export const isParent = (actor: Actor) => actor.roles.includes('ROLE_PARENT');
export const isOffice = (actor: Actor) => actor.roles.includes('ROLE_ADMIN');

export function parseRoles(text: string): TRole[] {
  return text.split(',').filter(Boolean) as TRole[];
}

/** The caller and the children of their family, one row per child (runs on every request). */
const actorRows = compiledQuery((db, userId: number) =>
  db
    .selectFrom('users')
    .leftJoin('children', 'children.family_id', 'users.family_id')
    .select([
      'users.id',
      'users.roles',
      'users.family_id',
      'users.child_id',
      'users.tokens_valid_after',
      'users.language',
      'users.teacher_id',
      'children.id as family_child_id',
    ])
    .where('users.id', '=', userId)
    .where('users.deactivated_at', 'is', null)
    .orderBy('children.id'),
);

export type LoadedActor = Actor & { readonly tokensValidAfter: string | null };

/** Loads the caller and the children they may see in one query; null when the user no longer exists or was deactivated. */
export async function loadActor(db: Db, userId: number): Promise<LoadedActor | null> {
  const rows = await actorRows(db, userId);
  const user = rows[0];
  if (!user) return null;
  const roles = parseRoles(user.roles);
  const familyChildIds = rows.flatMap((r) => (r.family_child_id === null ? [] : [r.family_child_id]));
  let childIds: number[] = [];
  if (roles.includes('ROLE_PARENT')) childIds = familyChildIds;
  else if (user.child_id !== null) childIds = [user.child_id];
  return Object.freeze({
    userId: user.id,
    roles: Object.freeze(roles),
    familyId: user.family_id,
    childIds: Object.freeze(childIds),
    language: isLanguage(user.language) ? user.language : null,
    teacherId: user.teacher_id,
    tokensValidAfter: user.tokens_valid_after,
  });
}
