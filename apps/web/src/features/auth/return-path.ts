import { paths } from '../../lib/paths';

/**
 * Where to go after signing in: the page a signed-out visitor opened (a link in an e-mail), when it is
 * one of the portal's own paths; otherwise home, as the spec has it.
 */
export function returnPathFrom(state: unknown): string {
  // RequireAccess leaves the location it refused in the state ({ pathname, search }).
  const location = typeof state === 'object' && state !== null && 'from' in state ? state.from : null;
  const from =
    typeof location === 'object' && location !== null && 'pathname' in location && typeof location.pathname === 'string'
      ? `${location.pathname}${'search' in location && typeof location.search === 'string' ? location.search : ''}`
      : null;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return paths.home;
  return from.startsWith(paths.login) ? paths.home : from;
}
