import type { TMe, TRole } from '@carnet/contract';
import { isTokenExpired } from '../lib/token';

export type Access = 'allow' | 'login' | 'unauthorized';

/** Family matters (forms, documents, contacts, meetings) are for parents only; an empty list admits any signed-in user. */
export const PARENT_ONLY: readonly TRole[] = ['ROLE_PARENT'];
export const ANY_SIGNED_IN: readonly TRole[] = [];

type Session = { user: TMe | null; token: string | null };

/**
 * The guard rule: no user, or a missing or expired token, leads to /login; a user holding none of
 * the allowed roles leads to /unauthorized.
 */
export function decideAccess({ user, token }: Session, allowedRoles: readonly TRole[], nowMs: number = Date.now()): Access {
  if (!user || !token || isTokenExpired(token, nowMs)) return 'login';
  if (allowedRoles.length === 0) return 'allow';
  return allowedRoles.some((role) => user.roles.includes(role)) ? 'allow' : 'unauthorized';
}
