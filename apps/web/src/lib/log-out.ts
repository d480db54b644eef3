import { apiPaths } from '@carnet/contract';
import { api } from './api-client';
import { endSession } from './session';

const noContent = { parse: () => null };

/**
 * "Log out": the server revokes this token (POST /api/logout, with the XSRF header like every write),
 * so a copy left in this browser stops working. The tab forgets the session at once, without waiting
 * for the answer: the token, the user and the query cache, children's pictures included (their object
 * URLs are revoked as the signed-in pages unmount). Offline, it still signs out here.
 */
export function logOut(): Promise<void> {
  // The request takes the token before endSession removes it.
  const revoking = api.post(apiPaths.logout, noContent, undefined).then(
    () => undefined,
    () => undefined,
  );
  endSession();
  return revoking;
}
