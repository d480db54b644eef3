// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../lib/i18n/catalogs';
import { renderInLanguage, speak } from '../../test/render';
import { loadPushMessages } from './push-messages';
import { PushSwitchControl } from './push-switch-control';

// The network at the api-client boundary: what the switch asks the server, and what it answers.
const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), delete: vi.fn() }));
vi.mock('../../lib/api-client', () => ({ api }));

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const SUBSCRIPTION_JSON = { endpoint: 'https://push.example/send/abc', keys: { p256dh: 'BPublicKey', auth: 'authSecret' } };

/** A browser's push machinery, as small as the switch uses it. */
function fakeBrowser({ permission = 'default', subscribed = false }: { permission?: NotificationPermission; subscribed?: boolean } = {}) {
  const unsubscribe = vi.fn(async () => {
    state.subscription = null;
    return true;
  });
  const makeSubscription = () => ({ endpoint: SUBSCRIPTION_JSON.endpoint, toJSON: () => SUBSCRIPTION_JSON, unsubscribe });
  const state: { subscription: ReturnType<typeof makeSubscription> | null } = { subscription: subscribed ? makeSubscription() : null };
  const subscribe = vi.fn(async () => (state.subscription = makeSubscription()));
  const pushManager = { getSubscription: async () => state.subscription, subscribe };
  const registration = { pushManager };
  const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, { permission, requestPermission }),
  );
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return { subscribe, unsubscribe, requestPermission, state };
}

const theSwitch = () => screen.findByRole('switch', { name: 'Turn on notifications' });

describe('PushSwitch', () => {
  beforeEach(async () => {
    await loadPushMessages();
    api.post.mockResolvedValue(null);
    api.delete.mockResolvedValue(null);
    api.get.mockResolvedValue({ publicKey: KEY });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.resetAllMocks();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('turns on: asks permission, subscribes with the school key, and stores the subscription', async () => {
    const browser = fakeBrowser();
    await renderInLanguage(<PushSwitchControl />);
    const control = await theSwitch();
    expect(control.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('Notifications are off for this device.')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();

    fireEvent.click(control);
    await waitFor(() => expect(control.getAttribute('aria-checked')).toBe('true'));
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(api.get).toHaveBeenCalledWith('/api/push/key', expect.anything());
    const options = browser.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options[0].userVisibleOnly).toBe(true);
    // The base64url key as the 65 bytes of an uncompressed P-256 point.
    const key = options[0].applicationServerKey as Uint8Array;
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    expect(api.post).toHaveBeenCalledWith('/api/push/subscriptions', expect.anything(), SUBSCRIPTION_JSON);
    expect(screen.getByText('Notifications are on for this device.')).toBeTruthy();
  });

  it('turns off: the server forgets the endpoint, then the browser unsubscribes', async () => {
    const browser = fakeBrowser({ permission: 'granted', subscribed: true });
    await renderInLanguage(<PushSwitchControl />);
    const control = await theSwitch();
    await waitFor(() => expect(control.getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(control);
    await waitFor(() => expect(control.getAttribute('aria-checked')).toBe('false'));
    expect(api.delete).toHaveBeenCalledWith('/api/push/subscriptions', expect.anything(), { endpoint: SUBSCRIPTION_JSON.endpoint });
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
  });

  it('sends an existing subscription again at mount: the account signed in now may be another', async () => {
    fakeBrowser({ permission: 'granted', subscribed: true });
    await renderInLanguage(<PushSwitchControl />);
    await theSwitch();
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/api/push/subscriptions', expect.anything(), SUBSCRIPTION_JSON));
  });

  it('says when the browser blocks notifications, and keeps the switch off', async () => {
    fakeBrowser({ permission: 'denied' });
    await renderInLanguage(<PushSwitchControl />);
    const control = await theSwitch();
    expect(control.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/blocked in this browser's settings/)).toBeTruthy();
  });

  it('shows blocked when the person refuses the permission, and subscribes nothing', async () => {
    const browser = fakeBrowser();
    browser.requestPermission.mockResolvedValue('denied');
    await renderInLanguage(<PushSwitchControl />);
    fireEvent.click(await theSwitch());
    await screen.findByText(/blocked in this browser's settings/);
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('does not look on when the server refuses the subscription, and drops it from the browser', async () => {
    const browser = fakeBrowser();
    api.post.mockRejectedValue(new Error('400'));
    await renderInLanguage(<PushSwitchControl />);
    const control = await theSwitch();
    fireEvent.click(control);
    await screen.findByRole('alert');
    expect(screen.getByRole('alert').textContent).toBe('Notifications could not be turned on. Please try again.');
    expect(control.getAttribute('aria-checked')).toBe('false');
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
  });

  it('says when the browser has no Web Push', async () => {
    await renderInLanguage(<PushSwitchControl />);
    await screen.findByText('This browser cannot receive notifications.');
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('on an iPhone not added to the Home Screen, shows how to instead of the switch, in French too', async () => {
    fakeBrowser();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1');
    await speak('fr');
    i18n.load('fr', await loadMessages('fr', new Set(['push'])));
    render(
      <I18nProvider i18n={i18n}>
        <PushSwitchControl />
      </I18nProvider>,
    );
    await screen.findByText(/ajoutez d’abord Carnet à votre écran d’accueil/);
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
