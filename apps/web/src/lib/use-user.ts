import { useSyncExternalStore } from 'react';
import type { TMe, TRole } from '@carnet/contract';
import { getStoredUser, subscribeToSession } from './session';

/** The signed-in user saved at login, or null; re-renders on login, logout and other tabs. */
export function useUser(): TMe | null {
  return useSyncExternalStore(subscribeToSession, getStoredUser, () => null);
}

export function hasRole(user: TMe | null, role: TRole): boolean {
  return user?.roles.includes(role) ?? false;
}

/** The welcome and the labels follow the first role. */
export function isFirstRoleParent(user: TMe | null): boolean {
  return user?.roles[0] === 'ROLE_PARENT';
}
