import { isLanguage, type TLoginRequest, type TMe, type TUpdateMeRequest } from '@carnet/contract';
import { compiledQuery } from '../../db/compiled-query';
import type { Db } from '../../db/connect';
import { type Actor, parseRoles } from '../../lib/actor';
import { AppError, notFound } from '../../lib/app-error';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import type { TokenClaims, TokenService } from '../../lib/tokens';
import { revokeToken } from '../../lib/tokens-revocation';

/** Checks the credentials; the same answer for an unknown e-mail and a wrong password. */
export async function logIn(db: Db, tokens: TokenService, input: TLoginRequest): Promise<{ token: string; userId: number } | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'password_hash', 'roles', 'deactivated_at'])
    .where('email', '=', input.username.toLowerCase())
    .executeTakeFirst();
  // An invited account has no password yet ('!'): it is verified against the dummy hash like an unknown
  // address, so that the time of the answer does not tell that the account exists.
  const hasPassword = user?.password_hash.startsWith('$argon2') ?? false;
  const isValid =
    (await verifyPassword(hasPassword && user ? user.password_hash : await dummyPasswordHash(), input.password)) && hasPassword;
  // A deactivated account gets the same answer as a wrong password: nothing tells it apart.
  if (!user || !isValid || user.deactivated_at !== null) return null;
  return { token: await tokens.sign(user.id, parseRoles(user.roles)), userId: user.id };
}

/** Signs out the caller's own token; their other devices stay signed in. */
export async function logOut(db: Db, claims: TokenClaims): Promise<void> {
  await revokeToken(db, claims);
}

/** The same answer, in every language, for an unknown e-mail and a wrong password. */
export const loginFailed = () => new AppError('UNAUTHENTICATED', 'auth.loginFailed');

const meRow = compiledQuery((db, userId: number) =>
  db
    .selectFrom('users')
    .leftJoin('families', 'families.id', 'users.family_id')
    .select(['users.id', 'users.email', 'users.first_name', 'users.last_name', 'users.language', 'families.name as family_name'])
    .where('users.id', '=', userId),
);

const childrenNamed = compiledQuery((db, childIds: readonly number[]) =>
  db.selectFrom('children').select(['id', 'first_name', 'last_name']).where('id', 'in', childIds).orderBy('id'),
);

export async function getMe(db: Db, actor: Actor): Promise<TMe> {
  const [user] = await meRow(db, actor.userId);
  if (!user) throw notFound('User');
  const children = actor.childIds.length === 0 ? [] : await childrenNamed(db, actor.childIds);
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    roles: [...actor.roles],
    familyInfo: {
      name: user.family_name ?? user.last_name,
      children: children.map((c) => ({ id: c.id, firstName: c.first_name, lastName: c.last_name })),
    },
    language: isLanguage(user.language) ? user.language : null,
  };
}

/** Saves what the person may change of their own account (their language) and answers the account as it now is. */
export async function updateMe(db: Db, actor: Actor, input: TUpdateMeRequest): Promise<TMe> {
  await db.updateTable('users').set({ language: input.language }).where('id', '=', actor.userId).execute();
  return getMe(db, actor);
}
