import type { TPushMessage } from '@carnet/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queuePush } from '../../src/push/push-queue';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { newDevice, type PushService, readVapidHeader, startPushService } from '../helpers/push-service';
import type { TestClient } from '../helpers/test-client';

/**
 * The proof of delivery for push (decision 073): a real push service (node:http in this process) receives
 * what the worker sends; the test holds each device's keys, decrypts the body by RFC 8291 itself and
 * reads the VAPID signature; the service's answers (410, 500, 400) decide the subscription's fate.
 */
let service: PushService;
let t: TestContext;
let parent: TestClient;
/** The app's clock: tests move it to make a retry due. */
let clock = new Date();

beforeAll(async () => {
  service = await startPushService();
  t = await buildTestApp({ config: { pushAllowsLocalHttp: true, vapidSubject: 'mailto:office@college.example.fr' }, now: () => clock });
  parent = await t.as('parent');
});
afterAll(async () => {
  await t.close();
  await service.close();
});
beforeEach(async () => {
  clock = new Date();
  await t.db.deleteFrom('jobs').execute();
  await t.db.deleteFrom('push_subscriptions').execute();
  service.received.length = 0;
});

const message: TPushMessage = {
  title: 'Absence recorded',
  body: 'Léa Martin was marked absent this morning — « à justifier »',
  url: '/registry',
  tag: 'absence-42',
};
const ctx = () => ({ mailKeys: t.app.deps.mailKeys, now: t.app.deps.now });
const queue = (userId = t.school.users.parent, m = message) => t.db.transaction().execute((trx) => queuePush(trx, ctx(), userId, m));
let deviceCount = 0;
async function subscribe(client = parent) {
  const device = newDevice(`${service.url}/push/device-${++deviceCount}`);
  const response = await client.post('/api/push/subscriptions', device.subscription);
  expect(response.statusCode, response.body).toBe(201);
  return device;
}
const jobs = () => t.db.selectFrom('jobs').selectAll().where('kind', '=', 'push').orderBy('id').execute();
const subscriptions = () => t.db.selectFrom('push_subscriptions').selectAll().orderBy('id').execute();

describe('a push through the jobs table to a push service', () => {
  it('arrives encrypted for the device, with the message queued, signed with the school VAPID key and a TTL', async () => {
    const device = await subscribe();
    await queue();
    const [job] = await jobs();
    expect(job).toMatchObject({ status: 'pending', user_id: t.school.users.parent, summary_to: '', summary_subject: '' });
    // The news is sealed in the table, as an e-mail is.
    expect(job?.payload).not.toContain('Léa');
    expect(job?.payload).not.toContain('registry');

    expect(await t.app.jobs.runDue()).toBe(1);
    expect(service.received).toHaveLength(1);
    const [push] = service.received;
    expect(push?.path).toBe('/push/device-1');
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(push?.headers.ttl).toBe('86400');
    expect(push?.headers.urgency).toBe('normal');
    expect(push?.headers.topic).toMatch(/^[\w-]{32}$/);
    // Only the device's keys open it, and it holds exactly what was queued.
    expect(push?.body.toString('utf8')).not.toContain('Absence');
    expect(JSON.parse(device.decrypt(push!.body))).toEqual(message);
    expect(() => newDevice('x').decrypt(push!.body)).toThrow();

    const vapid = readVapidHeader(push?.headers.authorization);
    expect(vapid.publicKey).toBe((await parent.get('/api/push/key')).json().publicKey);
    expect(vapid.isSigned).toBe(true);
    expect(vapid.header).toEqual({ typ: 'JWT', alg: 'ES256' });
    expect(vapid.claims.aud).toBe(service.url);
    expect(vapid.claims.sub).toBe('mailto:office@college.example.fr');
    expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());

    const [done] = await jobs();
    expect(done).toMatchObject({ status: 'done', payload: '{}', attempts: 1 });
    expect((await subscriptions())[0]?.last_success_at).not.toBeNull();
    expect(await t.app.jobs.runDue()).toBe(0);
    expect(service.received).toHaveLength(1);
  });

  it('goes to every device of the account, one job each, and to no other account', async () => {
    const phone = await subscribe();
    const tablet = await subscribe();
    const other = await subscribe(await t.as('parent2'));
    await queue();
    expect(await jobs()).toHaveLength(2);
    await t.app.jobs.runDue();
    const pathOf = (device: { subscription: { endpoint: string } }) => new URL(device.subscription.endpoint).pathname;
    expect(service.received.map((p) => p.path).sort()).toEqual([pathOf(phone), pathOf(tablet)].sort());
    const byPath = new Map(service.received.map((p) => [p.path, p.body]));
    expect(JSON.parse(phone.decrypt(byPath.get(pathOf(phone))!))).toEqual(message);
    expect(JSON.parse(tablet.decrypt(byPath.get(pathOf(tablet))!))).toEqual(message);
    expect(byPath.has(pathOf(other))).toBe(false);
  });

  it('removes the subscription when the push service answers 410 (or 404), and the job is done', async () => {
    for (const status of [410, 404]) {
      await subscribe();
      await queue();
      service.answerNext(status);
      await t.app.jobs.runDue();
      expect(await subscriptions()).toEqual([]);
      expect((await jobs()).at(-1)).toMatchObject({ status: 'done' });
    }
  });

  it('keeps the job pending on a 500, 429 or a closed port, retries it later, and never resends to a device already served', async () => {
    const first = await subscribe();
    await subscribe();
    await queue();
    const [firstJob, secondJob] = await jobs();
    service.answerNext(500);
    await t.app.jobs.runDue();
    expect(
      await t.db.selectFrom('jobs').select(['id', 'status', 'attempts', 'last_error']).where('id', '=', firstJob!.id).executeTakeFirst(),
    ).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: expect.stringContaining('500'),
    });
    expect((await jobs()).find((j) => j.id === secondJob!.id)?.status).toBe('done');
    expect(await subscriptions()).toHaveLength(2);

    // Due a minute later (the worker's backoff): only the failed device gets it, once.
    service.received.length = 0;
    expect(await t.app.jobs.runDue()).toBe(0);
    clock = new Date(clock.getTime() + 61_000);
    service.answerNext(429);
    await t.app.jobs.runDue();
    expect((await jobs()).find((j) => j.id === firstJob!.id)).toMatchObject({ status: 'pending', attempts: 2 });
    clock = new Date(clock.getTime() + 5 * 60_000 + 1000);
    await t.app.jobs.runDue();
    expect(service.received.map((p) => p.path)).toEqual([
      new URL(first.subscription.endpoint).pathname,
      new URL(first.subscription.endpoint).pathname,
    ]);
    expect(JSON.parse(first.decrypt(service.received[1]!.body))).toEqual(message);
    expect((await jobs()).every((j) => j.status === 'done')).toBe(true);
  });

  it('retries when the push service cannot be reached', async () => {
    await subscribe();
    await t.db.updateTable('push_subscriptions').set({ endpoint: 'http://127.0.0.1:1/push/closed' }).execute();
    await queue();
    await t.app.jobs.runDue();
    expect((await jobs())[0]).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringMatching(/ECONNREFUSED/) });
    expect(await subscriptions()).toHaveLength(1);
  });

  it('fails for good on another 4xx (400): the subscription stays, the job is not retried', async () => {
    await subscribe();
    await queue();
    service.answerNext(400);
    await t.app.jobs.runDue();
    expect((await jobs())[0]).toMatchObject({ status: 'failed', attempts: 1, last_error: expect.stringContaining('400') });
    expect(await subscriptions()).toHaveLength(1);
  });

  it('is queued with its cause: a rolled-back transaction leaves no job; an account without devices gets none', async () => {
    await subscribe();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await queuePush(trx, ctx(), t.school.users.parent, message);
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    expect(await jobs()).toEqual([]);
    await queue(t.school.users.student);
    expect(await jobs()).toEqual([]);
    await expect(queue(t.school.users.parent, { ...message, url: 'https://evil.example/' })).rejects.toThrow(/path of the portal/);
  });

  it('sends nothing to a device that moved to another account, or was signed out, after the push was queued', async () => {
    const shared = await subscribe();
    const signedOut = await subscribe();
    await queue();
    // The shared tablet: the Dubois parent signs in on it and turns notifications on.
    expect((await (await t.as('parent2')).post('/api/push/subscriptions', shared.subscription)).statusCode).toBe(201);
    expect(
      (await parent.inject({ method: 'DELETE', url: '/api/push/subscriptions', payload: { endpoint: signedOut.subscription.endpoint } }))
        .statusCode,
    ).toBe(204);
    await t.app.jobs.runDue();
    expect(service.received).toEqual([]);
    expect((await jobs()).every((j) => j.status === 'done')).toBe(true);
  });

  it('queues nothing for, and sends nothing to, a deactivated account', async () => {
    await subscribe();
    await queue();
    const office = await t.as('office');
    const response = await office.post(`/api/staff/accounts/${t.school.users.parent}/deactivate`);
    expect(response.statusCode, response.body).toBe(200);
    expect(await subscriptions()).toEqual([]);
    await t.app.jobs.runDue();
    expect(service.received).toEqual([]);
    await office.post(`/api/staff/accounts/${t.school.users.parent}/reactivate`);
  });
});
