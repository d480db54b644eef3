import { compiledQuery } from '../db/compiled-query';
import type { Db } from '../db/connect';
import type { TokenClaims } from './tokens';

const revokedRow = compiledQuery((db, jti: string) => db.selectFrom('revoked_tokens').select('jti').where('jti', '=', jti));

/** Whether this token was signed out (checked by the guard on every request). */
export async function isTokenRevoked(db: Db, jti: string): Promise<boolean> {
  return (await revokedRow(db, jti)).length > 0;
}

/**
 * Signs out one token: the one the caller holds, so a parent signing out on the family computer stays
 * signed in on their phone. Rows of tokens that have expired anyway are dropped on the way.
 */
export async function revokeToken(db: Db, claims: Pick<TokenClaims, 'jti' | 'sub' | 'exp'>): Promise<void> {
  const now = new Date().toISOString();
  await db.deleteFrom('revoked_tokens').where('expires_at', '<', now).execute();
  await db
    .insertInto('revoked_tokens')
    .values({ jti: claims.jti, user_id: claims.sub, expires_at: new Date(claims.exp * 1000).toISOString() })
    .onConflict((c) => c.column('jti').doNothing())
    .execute();
}

/**
 * Refuses every token of a user issued before now, to the millisecond: what a change of password or
 * sign-in e-mail must call, so a token taken with the old credential stops working.
 */
export async function revokeTokensIssuedBefore(db: Db, userId: number, at = new Date()): Promise<void> {
  await db.updateTable('users').set({ tokens_valid_after: at.toISOString() }).where('id', '=', userId).execute();
}

/** Whether a token issued at `iatMs` predates the user's last revocation of all their tokens. */
export function isIssuedBeforeRevocation(iatMs: number, tokensValidAfter: string | null): boolean {
  return tokensValidAfter !== null && iatMs < Date.parse(tokensValidAfter);
}
