import { apiPaths } from '@carnet/contract';
import { api } from './api-client';
import { endSession } from './session';

const noContent = { parse: () => null };

/**
 * "Log out": first this device's push subscription goes (lib/pwa/push-device, while the token still
 * signs the request; at most a few seconds), then the server revokes this token (POST /api/logout, with
 * the XSRF header like every write), so a copy left in this browser stops working. The tab forgets the
 * session without waiting for that answer: the token, the user, the query cache, children's pictures
 * included (their object URLs are revoked as the signed-in pages unmount), and the offline copies
 * (lib/session). Offline, it still signs out here.
 */
export async function logOut(): Promise<void> {
  // Loaded only now: most devices have no subscription, and the signed-in pages need not carry it.
  await import('./pwa/push-device').then((m) => m.forgetPushDevice()).catch(() => undefined);
  // The request takes the token before endSession removes it.
  const revoking = api.post(apiPaths.logout, noContent, undefined).then(
    () => undefined,
    () => undefined,
  );
  await endSession();
  await revoking;
}
