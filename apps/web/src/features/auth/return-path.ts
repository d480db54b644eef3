import { paths } from '../../lib/paths';

/**
 * Where to go after signing in: the page a signed-out visitor opened (a link in an e-mail), when it is
 * one of the portal's own paths; otherwise home, as the spec has it.
 */
export function returnPathFrom(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : null;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return paths.home;
  return from.startsWith(paths.login) ? paths.home : from;
}
