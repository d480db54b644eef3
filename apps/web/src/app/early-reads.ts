import { apiPaths, FAMILY_ROLES } from '@carnet/contract';
import { startReads } from '../lib/api-client';
import { getStoredUser, getToken } from '../lib/session';
import { hasRole } from '../lib/use-user';
import { decideAccess } from './guard';
import { paths } from '../lib/paths';

/** What the frame of every signed-in page reads on arrival: the account (refreshed) and the notification bell. */
const SHELL_READS = [apiPaths.me, apiPaths.notifications];

/**
 * Starts the API reads of the page being opened before its code is even asked for (docs/decisions/042):
 * the entry calls this before the router loads the page's chunks, so the answers travel with the code
 * instead of after it. The same paths the blocks' queries read; someone the guard sends away gets none.
 */
export function startEarlyReads(pathname: string): void {
  const user = getStoredUser();
  // Family pages' reads only: a staff account reads none of them (the server would refuse them).
  if (!user || decideAccess({ user, token: getToken() }, FAMILY_ROLES) !== 'allow') return;
  if (pathname === paths.login || pathname === paths.unauthorized) return;
  if (pathname !== paths.home) return startReads(SHELL_READS);
  // The home page: registry and newsletters for everyone; banners and documents for parents. Not the lunch
  // menu: it reads when scrolled near (home-page.tsx), and on a phone an early answer nobody reads would hang open.
  const homeReads: string[] = [...SHELL_READS, apiPaths.registry, apiPaths.newsletters];
  if (hasRole(user, 'ROLE_PARENT')) homeReads.push(apiPaths.openMeetings, apiPaths.documents);
  startReads(homeReads);
}
