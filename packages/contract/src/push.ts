import * as z from 'zod/mini';

/**
 * Web Push (decision 073): a family member turns notifications on per device. The browser's push service
 * gives the device an endpoint and two keys; the server keeps them per account and device, encrypts each
 * message for them (RFC 8291) and signs its requests with the school's VAPID key (RFC 8292).
 */
export const pushPaths = {
  /** Signed in (family): the school's public VAPID key, which the browser needs to subscribe. */
  key: '/api/push/key',
  /** Signed in (family): POST stores this device's subscription (201); DELETE removes it (204). */
  subscriptions: '/api/push/subscriptions',
} as const;

export const ZPushKey = z.object({
  /** The VAPID public key, base64url (uncompressed P-256 point), as `applicationServerKey` takes it. */
  publicKey: z.string(),
});

/** Push services are HTTPS URLs; a generous bound keeps a hostile body small. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

const base64url = (max: number) => z.string().check(z.minLength(1), z.maxLength(max), z.regex(/^[A-Za-z0-9_-]+=*$/));

/** What `PushSubscription.toJSON()` gives, minus `expirationTime` (push services send 404/410 instead). */
export const ZPushSubscriptionRequest = z.object({
  // The server also requires https (a test server may allow a local http endpoint): see push.routes.
  endpoint: z.url().check(z.maxLength(PUSH_ENDPOINT_MAX_LENGTH)),
  keys: z.object({
    /** The device's P-256 public key (65 bytes, base64url). */
    p256dh: base64url(100),
    /** The device's 16-byte authentication secret (base64url). */
    auth: base64url(40),
  }),
});
export type TPushSubscriptionRequest = z.infer<typeof ZPushSubscriptionRequest>;

export const ZPushUnsubscribeRequest = z.object({
  endpoint: z.string().check(z.minLength(1), z.maxLength(PUSH_ENDPOINT_MAX_LENGTH)),
});
export type TPushUnsubscribeRequest = z.infer<typeof ZPushUnsubscribeRequest>;

/**
 * What a push carries to the service worker, once decrypted: it shows `title` and `body`, groups by
 * `tag` (a newer push of the same tag replaces the older on the lock screen) and opens `url` on a click.
 * `url` is a path of the portal (starting with `/`), never another site.
 */
export type TPushMessage = {
  title: string;
  body: string;
  url: string;
  tag: string;
};
