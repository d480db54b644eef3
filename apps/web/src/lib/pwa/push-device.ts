import { pushPaths, type TPushUnsubscribeRequest } from '@carnet/contract';
import { api } from '../api-client';

const noContent = { parse: () => null };
/** A sign-out waits this long at most for the server to forget the device, then goes on. */
const FORGET_TIMEOUT_MS = 3000;

/** This browser's push subscription, if it has one (through the service worker registered at start). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Asks the server to stop pushing to this subscription (DELETE /api/push/subscriptions). */
export function deletePushSubscription(endpoint: string): Promise<null> {
  const body: TPushUnsubscribeRequest = { endpoint };
  return api.delete(pushPaths.subscriptions, noContent, body);
}

/**
 * At sign-out, while the token still signs requests: the server forgets this device and the browser
 * drops the subscription, so the next person at this device gets none of this account's pushes.
 * Best effort and bounded in time: a sign-out never fails or hangs on it.
 */
export async function forgetPushDevice(): Promise<void> {
  try {
    const subscription = await currentPushSubscription();
    if (!subscription) return;
    const deleted = deletePushSubscription(subscription.endpoint).catch(() => null);
    await Promise.race([deleted, new Promise((resolve) => setTimeout(resolve, FORGET_TIMEOUT_MS))]);
    await subscription.unsubscribe();
  } catch {
    // Nothing more to do: the server drops a subscription the push service answers 404 or 410 for.
  }
}
