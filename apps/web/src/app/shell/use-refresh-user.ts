import { useEffect } from 'react';
import { useMe } from '../../features/auth/api/use-me';
import { getStoredUser, saveUser } from '../../lib/session';

/** The user saved at login may be stale (a child added since): refresh it once per visit. */
export function useRefreshUser(): void {
  const { data } = useMe();
  useEffect(() => {
    if (data && JSON.stringify(data) !== JSON.stringify(getStoredUser())) saveUser(data);
  }, [data]);
}
