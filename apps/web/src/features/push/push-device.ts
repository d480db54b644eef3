import { pushPaths, ZPushKey, type TPushSubscriptionRequest } from '@carnet/contract';
import { api } from '../../lib/api-client';
import { currentPushSubscription, deletePushSubscription } from '../../lib/pwa/push-device';

/**
 * What the switch shows for this device: on or off; blocked (the person refused notifications to the
 * site in the browser, which only they can undo); unsupported (no Web Push in this browser); or
 * install-first (an iPhone or iPad pushes only to a Carnet added to the Home Screen).
 */
export type PushState = 'on' | 'off' | 'blocked' | 'unsupported' | 'install-first';

const created = { parse: () => null };

/** iOS and iPadOS (which says it is a Mac, but has a touch screen): Web Push only in an installed web app. */
function isAppleMobile(): boolean {
  const isIPadAsMac = navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1;
  return /iPad|iPhone|iPod/.test(navigator.userAgent) || isIPadAsMac;
}

function isInstalled(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone;
  return standalone === true || window.matchMedia('(display-mode: standalone)').matches;
}

function hasWebPush(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** Whether the browser can push here at all; null when it can (and the switch may show). */
export function unsupportedState(): PushState | null {
  if (isAppleMobile() && !isInstalled()) return 'install-first';
  return hasWebPush() ? null : 'unsupported';
}

/** The push service wants the school's key as bytes; the server gives it in base64url. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** What the server stores of a subscription (the contract's request: endpoint and keys, no expiry). */
export function subscriptionRequest(subscription: PushSubscription): TPushSubscriptionRequest {
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

const saveSubscription = (subscription: PushSubscription) => api.post(pushPaths.subscriptions, created, subscriptionRequest(subscription));

/**
 * The state at mount. A subscription the browser already has is sent again: on a shared device the
 * account signed in now may not be the one that turned it on, and the server then files it under this one.
 */
export async function readPushState(): Promise<PushState> {
  const unsupported = unsupportedState();
  if (unsupported) return unsupported;
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = await currentPushSubscription();
  if (!subscription) return 'off';
  // Best effort: the browser still holds the subscription, and the next visit sends it again.
  await saveSubscription(subscription).catch(() => undefined);
  return 'on';
}

/** Asks the person's permission, subscribes this browser with the school's key, and gives the server the subscription. */
export async function turnPushOn(): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const { publicKey } = await api.get(pushPaths.key, ZPushKey);
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  try {
    await saveSubscription(subscription);
  } catch (error) {
    // The server does not know it: a subscription it would never push to must not look "on".
    await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
  return 'on';
}

/** Tells the server to stop, then drops the browser's subscription (in that order: the server needs the endpoint). */
export async function turnPushOff(): Promise<PushState> {
  const subscription = await currentPushSubscription();
  if (!subscription) return 'off';
  await deletePushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
  return 'off';
}
