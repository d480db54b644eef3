import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUSH_DEVICES_PER_ACCOUNT } from '../../src/modules/push/push-subscriptions.service';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { newDevice } from '../helpers/push-service';
import { snapshotTables } from '../helpers/table-snapshot';
import type { TestClient } from '../helpers/test-client';

/** The subscription routes as a production server runs them: https endpoints only (no test flag). */
let t: TestContext;
let parent: TestClient;
beforeAll(async () => {
  t = await buildTestApp();
  parent = await t.as('parent');
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.db.deleteFrom('push_subscriptions').execute();
});

const path = '/api/push/subscriptions';
let count = 0;
const device = () => newDevice(`https://fcm.googleapis.com/fcm/send/device-${++count}:APA91b`);
const rows = () => t.db.selectFrom('push_subscriptions').selectAll().orderBy('id').execute();
const remove = (client: TestClient, payload: unknown) => client.inject({ method: 'DELETE', url: path, payload: payload as object });

describe('GET /api/push/key', () => {
  it('gives a family account the school public VAPID key (65 bytes, base64url), the same each time', async () => {
    const first = await parent.get('/api/push/key');
    expect(first.statusCode).toBe(200);
    expect(Buffer.from(first.json().publicKey, 'base64url')).toHaveLength(65);
    expect((await (await t.as('student')).get('/api/push/key')).json()).toEqual(first.json());
    expect(first.json().publicKey).toBe(t.app.vapidPublicKey);
  });

  it('answers 401 without a token and 403 to staff, who receive no family news', async () => {
    expect((await t.anonymous.get('/api/push/key')).statusCode).toBe(401);
    for (const staff of ['office', 'teacher'] as const) {
      const client = await t.as(staff);
      expect((await client.get('/api/push/key')).statusCode).toBe(403);
      expect((await client.post(path, device().subscription)).json()).toMatchObject({ code: 'FORBIDDEN' });
      expect((await remove(client, { endpoint: 'https://fcm.googleapis.com/x' })).statusCode).toBe(403);
    }
    expect(await rows()).toEqual([]);
  });
});

describe('POST /api/push/subscriptions', () => {
  it('stores the device for the caller (201), and a second post of the same device changes nothing', async () => {
    const phone = device();
    const response = await parent.post(path, { ...phone.subscription, expirationTime: null });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true });
    const [stored] = await rows();
    expect(stored).toMatchObject({
      user_id: t.school.users.parent,
      endpoint: phone.subscription.endpoint,
      p256dh: phone.subscription.keys.p256dh,
      auth: phone.subscription.keys.auth,
      last_success_at: null,
    });
    expect((await parent.post(path, phone.subscription)).statusCode).toBe(201);
    expect(await rows()).toEqual([stored]);
  });

  it('moves a device another account posted: on a shared tablet the last person signed in gets the pushes', async () => {
    const tablet = device();
    await parent.post(path, tablet.subscription);
    await t.db.updateTable('push_subscriptions').set({ last_success_at: new Date().toISOString() }).execute();
    expect((await (await t.as('parent2')).post(path, tablet.subscription)).statusCode).toBe(201);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ user_id: t.school.users.parent2, last_success_at: null });
  });

  it(`keeps ${PUSH_DEVICES_PER_ACCOUNT} devices per account: the oldest goes`, async () => {
    const devices = Array.from({ length: PUSH_DEVICES_PER_ACCOUNT + 1 }, device);
    for (const [i, d] of devices.entries()) {
      await parent.post(path, d.subscription);
      // Distinct creation instants, whatever the clock's resolution.
      await t.db
        .updateTable('push_subscriptions')
        .set({ created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() })
        .where('endpoint', '=', d.subscription.endpoint)
        .execute();
    }
    const kept = (await rows()).map((r) => r.endpoint);
    expect(kept).toHaveLength(PUSH_DEVICES_PER_ACCOUNT);
    expect(kept).not.toContain(devices[0]!.subscription.endpoint);
    expect(kept).toContain(devices.at(-1)!.subscription.endpoint);
    // Another account's devices do not count.
    expect((await (await t.as('parent2')).post(path, device().subscription)).statusCode).toBe(201);
    expect(await rows()).toHaveLength(PUSH_DEVICES_PER_ACCOUNT + 1);
  });

  const good = () => device().subscription;
  const otherDevice = newDevice('https://x.example/y').subscription.keys;
  it.each([
    ['an http endpoint', { ...good(), endpoint: 'http://fcm.googleapis.com/fcm/send/abc' }],
    ['a local http endpoint (only the tests allow it)', { ...good(), endpoint: 'http://127.0.0.1:9/push' }],
    ['an IP address', { ...good(), endpoint: 'https://10.0.0.5/push' }],
    ['an IPv6 address', { ...good(), endpoint: 'https://[::1]/push' }],
    ['a local name', { ...good(), endpoint: 'https://push.internal/send' }],
    ['localhost', { ...good(), endpoint: 'https://localhost/send' }],
    ['a single-label host', { ...good(), endpoint: 'https://intranet/send' }],
    // A trailing dot names the same host (review finding 11c): refused here as the connection refuses it.
    ['localhost with a trailing dot', { ...good(), endpoint: 'https://localhost./send' }],
    ['a local name with a trailing dot', { ...good(), endpoint: 'https://printer.local./send' }],
    ['a local name with two trailing dots', { ...good(), endpoint: 'https://push.internal../send' }],
    ['a single-label host with a trailing dot', { ...good(), endpoint: 'https://intranet./send' }],
    ['credentials in the URL', { ...good(), endpoint: 'https://user:pw@fcm.googleapis.com/x' }],
    ['not a URL', { ...good(), endpoint: 'fcm.googleapis.com/x' }],
    ['a javascript: URL', { ...good(), endpoint: 'javascript:alert(1)' }],
    ['a 2049-character endpoint', { ...good(), endpoint: `https://fcm.googleapis.com/${'a'.repeat(2049 - 27)}` }],
    ['no keys', { endpoint: good().endpoint }],
    [
      'a p256dh that is not on the curve',
      { ...good(), keys: { p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'), auth: otherDevice.auth } },
    ],
    ['a p256dh of the wrong length', { ...good(), keys: { p256dh: Buffer.alloc(33, 2).toString('base64url'), auth: otherDevice.auth } }],
    ['an auth secret of 8 bytes', { ...good(), keys: { p256dh: otherDevice.p256dh, auth: Buffer.alloc(8, 1).toString('base64url') } }],
    ['keys that are not base64url', { ...good(), keys: { p256dh: `${otherDevice.p256dh}+/`, auth: otherDevice.auth } }],
    ['a number for the endpoint', { ...good(), endpoint: 42 }],
    ['an empty body', {}],
  ])('answers 400 {code, message} to %s and stores nothing', async (_, body) => {
    const before = await snapshotTables(t.db);
    const response = await parent.post(path, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('says why in the caller language', async () => {
    const response = await parent.inject({
      method: 'POST',
      url: path,
      payload: { ...good(), endpoint: 'http://fcm.googleapis.com/x' },
      headers: { 'accept-language': 'fr' },
    });
    expect(response.json().message).toBe('L’adresse de notification doit être l’adresse https d’un service de notifications');
  });
});

describe('DELETE /api/push/subscriptions', () => {
  it('forgets the caller device (204); another account device stays; an unknown endpoint is 204 too', async () => {
    const mine = device();
    const theirs = device();
    await parent.post(path, mine.subscription);
    await (await t.as('parent2')).post(path, theirs.subscription);
    expect((await remove(parent, { endpoint: theirs.subscription.endpoint })).statusCode).toBe(204);
    expect((await remove(parent, { endpoint: 'https://fcm.googleapis.com/never-seen' })).statusCode).toBe(204);
    expect((await rows()).map((r) => r.endpoint)).toEqual([mine.subscription.endpoint, theirs.subscription.endpoint]);
    const response = await remove(parent, { endpoint: mine.subscription.endpoint });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await rows()).map((r) => r.endpoint)).toEqual([theirs.subscription.endpoint]);
  });

  it.each([[{}], [{ endpoint: '' }], [{ endpoint: 'x'.repeat(2049) }], [{ endpoint: 7 }], [[]]])(
    'answers 400 to %j and deletes nothing',
    async (body) => {
      await parent.post(path, device().subscription);
      const before = await snapshotTables(t.db);
      const response = await remove(parent, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: expect.any(String) });
      expect(await snapshotTables(t.db)).toEqual(before);
    },
  );

  it('needs the XSRF token and a signed-in family account', async () => {
    await parent.post(path, device().subscription);
    const [row] = await rows();
    const noXsrf = await parent.inject({
      method: 'DELETE',
      url: path,
      payload: { endpoint: row!.endpoint },
      headerOverrides: { 'x-xsrf-token': undefined },
    });
    expect(noXsrf.statusCode).toBe(403);
    expect((await t.anonymous.inject({ method: 'DELETE', url: path, payload: { endpoint: row!.endpoint } })).statusCode).toBe(401);
    expect(await rows()).toHaveLength(1);
  });
});

describe('devices leave with their account', () => {
  it('signing out everywhere drops every device of the account (a lost phone never unsubscribes)', async () => {
    const client = await t.as('parent2');
    await client.post(path, device().subscription);
    await parent.post(path, device().subscription);
    expect((await client.post('/api/me/sign-out-everywhere')).statusCode).toBeLessThan(300);
    expect((await rows()).map((r) => r.user_id)).toEqual([t.school.users.parent]);
  });

  it('deactivating a pupil drops the devices of their student account', async () => {
    const student = await t.as('student');
    await student.post(path, device().subscription);
    await parent.post(path, device().subscription);
    const office = await t.as('office');
    const studentChild = await t.db
      .selectFrom('users')
      .select('child_id')
      .where('id', '=', t.school.users.student)
      .executeTakeFirstOrThrow();
    expect((await office.post(`/api/staff/pupils/${studentChild.child_id}/deactivate`)).statusCode).toBe(200);
    expect((await rows()).map((r) => r.user_id)).toEqual([t.school.users.parent]);
    expect((await office.post(`/api/staff/pupils/${studentChild.child_id}/reactivate`)).statusCode).toBe(200);
  });
});
