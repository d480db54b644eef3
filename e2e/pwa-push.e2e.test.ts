import crypto from 'node:crypto';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE, type TestPage, openPage, screenshot } from './support/browser';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

/**
 * Web Push (decision 073): a browser journey turns push on and finds the subscription stored. Everything is
 * real (Chromium, the built app, its service worker, the server and its database) except the browser's
 * push service, which a headless Chromium cannot reach here: PushManager.subscribe is replaced by one
 * that answers a subscription with a real P-256 key, as Chrome's push service would, and records the
 * school key it was asked to subscribe with.
 */
const env = useServerAndBrowser();

let current: TestPage | null = null;
afterEach(async () => {
  expect(current?.pageErrors ?? []).toEqual([]);
  await current?.context.close();
  current = null;
});

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** A device as a push service would describe it: an https endpoint, its public key and auth secret. */
function fakeDevice() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`,
    keys: { p256dh: base64url(ecdh.getPublicKey()), auth: base64url(crypto.randomBytes(16)) },
  };
}

/** Installed before the page's scripts: the push service's part of PushManager, kept in localStorage like a real one. */
function stubPushService(device: ReturnType<typeof fakeDevice>) {
  const make = (json: typeof device) => ({
    endpoint: json.endpoint,
    expirationTime: null,
    toJSON: () => ({ endpoint: json.endpoint, expirationTime: null, keys: json.keys }),
    getKey: () => null,
    options: {},
    unsubscribe: async () => {
      localStorage.removeItem('e2e-push-subscription');
      return true;
    },
  });
  PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
    const key = options?.applicationServerKey;
    const bytes = key instanceof ArrayBuffer ? new Uint8Array(key) : new Uint8Array((key as ArrayBufferView).buffer);
    localStorage.setItem('e2e-subscribed-with', btoa(String.fromCharCode(...bytes)));
    localStorage.setItem('e2e-push-subscription', JSON.stringify(device));
    return make(device) as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function getSubscription() {
    const saved = localStorage.getItem('e2e-push-subscription');
    return saved ? (make(JSON.parse(saved)) as unknown as PushSubscription) : null;
  };
}

function storedSubscriptions(databaseFile: string) {
  const db = new SQLite(databaseFile, { readonly: true });
  try {
    return db
      .prepare('select s.endpoint, s.p256dh, s.auth, u.email from push_subscriptions s join users u on u.id = s.user_id order by s.id')
      .all() as { endpoint: string; p256dh: string; auth: string; email: string }[];
  } finally {
    db.close();
  }
}

async function openWithPushService(viewport = MOBILE, locale = 'en-GB') {
  const device = fakeDevice();
  current = await openPage(env.browser, env.baseUrl, viewport, { locale, serviceWorkers: 'allow' });
  await current.context.grantPermissions(['notifications'], { origin: env.baseUrl });
  await current.context.addInitScript(stubPushService, device);
  return { ...current, device };
}

describe('Turn on notifications, on this device', () => {
  it('subscribes with the school key, stores the subscription for the Martin parent, and forgets it when turned off and at log out', async () => {
    const { page, device } = await openWithPushService();
    await signIn(page, env.baseUrl, 'parent', '/account/notifications');
    // The app's own service worker is registered once the page has loaded (lib/pwa/start-pwa).
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL))).toMatch(
      /\/sw\.js$/,
    );

    const toggle = page.getByRole('switch', { name: 'Turn on notifications' });
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');

    expect(storedSubscriptions(env.databaseFile)).toEqual([{ endpoint: device.endpoint, ...device.keys, email: 'parent@example.com' }]);
    // The browser was asked to subscribe with the key the server gives.
    const serverKey = (await (await page.request.get(`${env.baseUrl}/api/push/key`, { headers: await bearer(page) })).json())
      .publicKey as string;
    const subscribedWith = await page.evaluate(() => localStorage.getItem('e2e-subscribed-with'));
    expect(Buffer.from(subscribedWith ?? '', 'base64').toString('base64url')).toBe(serverKey);

    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'pwa-push-on-en-375');

    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    expect(storedSubscriptions(env.databaseFile)).toEqual([]);

    // On again, then log out from the account menu: the device is forgotten before the session goes.
    await toggle.click();
    await expect.poll(() => storedSubscriptions(env.databaseFile).length).toBe(1);
    await page.getByRole('button', { name: /Martin family/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    expect(storedSubscriptions(env.databaseFile)).toEqual([]);
  });

  it('reads in French at desktop width, axe-clean', async () => {
    const { page } = await openWithPushService(DESKTOP, 'fr-FR');
    await signIn(page, env.baseUrl, 'parent2', '/account/notifications');
    await expect.poll(() => page.getByRole('heading', { name: 'Cet appareil' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('switch', { name: 'Activer les notifications' }).getAttribute('aria-checked')).toBe('false');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'pwa-push-fr-1280');
  });
});

async function bearer(page: TestPage['page']): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return { Authorization: `Bearer ${token ?? ''}` };
}

describe('installable', () => {
  it('links a manifest whose icons exist at their stated sizes, and the iPhone Home Screen icon', async () => {
    const page = await fetch(`${env.baseUrl}/login`).then((r) => r.text());
    const manifestHref = /<link rel="manifest" href="([^"]+)"/.exec(page)?.[1];
    const appleIcon = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(page)?.[1];
    expect(manifestHref).toBeTruthy();
    const manifest = (await fetch(new URL(manifestHref!, env.baseUrl)).then((r) => r.json())) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Carnet', start_url: '/', display: 'standalone' });
    const pngSize = async (src: string) => {
      const response = await fetch(new URL(src, env.baseUrl));
      expect(response.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await response.arrayBuffer());
      return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
    };
    for (const icon of manifest.icons) expect(await pngSize(icon.src)).toBe(icon.sizes);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    expect(await pngSize(appleIcon!)).toBe('180x180');
  });
});
