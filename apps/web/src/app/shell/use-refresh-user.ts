import { useEffect } from 'react';
import type { TMe } from '@carnet/contract';
import { useMe } from '../../features/auth/api/use-me';
import { getStoredUser, saveUser } from '../../lib/session';

/**
 * The answer of /api/me saved last. The shell is rendered anew on a language change (app/providers)
 * while the cache still holds the answer read before it: saved again, it would undo the language just
 * saved on the account. Each answer is saved once, when it arrives.
 */
let lastSaved: TMe | undefined;

/** The user saved at login may be stale (a child added since): refresh it once per visit. */
export function useRefreshUser(): void {
  const { data } = useMe();
  useEffect(() => {
    if (!data || data === lastSaved) return;
    lastSaved = data;
    if (JSON.stringify(data) !== JSON.stringify(getStoredUser())) saveUser(data);
  }, [data]);
}
