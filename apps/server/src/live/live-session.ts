import type { Db } from '../db/connect';
import type { TokenClaims } from '../lib/tokens';
import { isIssuedBeforeRevocation, isTokenRevoked } from '../lib/tokens-revocation';

/**
 * Whether the session a stream was opened with still holds, asked at each heartbeat: the guard checked
 * it once, but a stream outlives its request (signing out, a password change, deactivation, expiry).
 */
export async function isSessionStillValid(db: Db, claims: TokenClaims): Promise<boolean> {
  if (claims.exp * 1000 <= Date.now()) return false;
  const user = await db
    .selectFrom('users')
    .select(['tokens_valid_after', 'deactivated_at'])
    .where('id', '=', claims.sub)
    .executeTakeFirst();
  if (!user || user.deactivated_at !== null || isIssuedBeforeRevocation(claims.iatMs, user.tokens_valid_after)) return false;
  return !(await isTokenRevoked(db, claims.jti));
}
