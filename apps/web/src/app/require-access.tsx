import { useEffect } from 'react';
import { type Location, Navigate, Outlet, useLocation } from 'react-router';
import { isStaffAccount, type TRole } from '@carnet/contract';
import { USER_KEY, clearSession, getToken } from '../lib/session';
import { useUser } from '../lib/use-user';
import { decideAccess } from './guard';
import { paths } from '../lib/paths';
import { STAFF_HOME } from '../staff/staff-paths';

/** A layout route that renders its children only for people the guard lets in. */
export function RequireAccess({ roles }: { roles: readonly TRole[] }) {
  const user = useUser();
  const location = useLocation();
  const access = decideAccess({ user, token: getToken() }, roles);
  if (access === 'login') return <ToLogin from={location} />;
  // A staff account on a family page (after sign-in, every account lands on '/') goes to the staff home.
  if (access === 'unauthorized' && user && isStaffAccount(user.roles) && !isStaffAccount(roles))
    return <Navigate to={STAFF_HOME} replace />;
  if (access === 'unauthorized') return <Navigate to={paths.unauthorized} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Leftovers of an expired session are removed before the login screen shows; after sign-in, back to `from`. */
function ToLogin({ from }: { from: Location }) {
  useEffect(() => {
    if (getToken() || localStorage.getItem(USER_KEY)) clearSession();
  }, []);
  return <Navigate to={paths.login} replace state={{ from }} />;
}
