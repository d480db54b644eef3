import { notificationPreferencesPaths } from '@carnet/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publishDocument } from '../../src/modules/documents/documents.publish';
import { addRegistryEntry } from '../../src/modules/registry/registry.publish';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { newDevice, type PushService, startPushService } from '../helpers/push-service';
import { schoolToday } from '../helpers/school-day';
import type { TestClient } from '../helpers/test-client';

/**
 * A family member who chose push for a kind hears of it on their devices: the publication queues one
 * push per device in its transaction, the worker delivers it to the push service (a real one in this
 * process), and the decrypted message opens the item. An absence never stays in the app only: an
 * account that chose push with no device left gets it by e-mail.
 */
let service: PushService;
let t: TestContext;
let parent: TestClient;

beforeAll(async () => {
  service = await startPushService();
  t = await buildTestApp({ config: { pushAllowsLocalHttp: true } });
  parent = await t.as('parent');
});
afterAll(async () => {
  await t.close();
  await service.close();
});
beforeEach(async () => {
  await t.db.deleteFrom('jobs').where('kind', 'in', ['email', 'push']).execute();
  await t.db.deleteFrom('push_subscriptions').execute();
  await t.db.deleteFrom('notification_preferences').execute();
  service.received.length = 0;
});

const choose = async (kind: string, channel: string) => {
  const response = await parent.put(notificationPreferencesPaths.mine, { preferences: [{ kind, channel }] });
  expect(response.statusCode, response.body).toBe(200);
};
let devices = 0;
async function subscribe() {
  const device = newDevice(`${service.url}/push/family-${++devices}`);
  expect((await parent.post('/api/push/subscriptions', device.subscription)).statusCode).toBe(201);
  return device;
}
const jobsOf = (kind: string, userId = t.school.users.parent) =>
  t.db.selectFrom('jobs').select(['kind', 'summary_to']).where('kind', '=', kind).where('user_id', '=', userId).execute();

describe('notifications by push', () => {
  it('delivers a document to each device of the parent who chose push, opening the documents page, and sends no e-mail', async () => {
    await choose('document', 'push');
    const [phone, tablet] = [await subscribe(), await subscribe()];
    await publishDocument(t.db, {
      childId: t.school.children.lea,
      title: 'School trip',
      type: 'Letter',
      date: schoolToday(),
      lines: ['Hi'],
    });

    expect(await jobsOf('push')).toHaveLength(2);
    expect(await jobsOf('email')).toEqual([]);
    await t.app.jobs.runDue();
    expect(service.received.map((push) => push.path).sort()).toEqual([`/push/family-${devices - 1}`, `/push/family-${devices}`]);
    for (const [device, push] of [
      [phone, service.received.find((p) => p.path.endsWith(`-${devices - 1}`))],
      [tablet, service.received.find((p) => p.path.endsWith(`-${devices}`))],
    ] as const) {
      const message = JSON.parse(device.decrypt(push!.body));
      expect(message).toMatchObject({ title: 'Carnet', url: '/documents' });
      expect(message.body).toContain('School trip');
      expect(push?.headers.urgency).toBe('normal');
    }
  });

  it('wakes the phone for an absence (high urgency) and sends the absence by e-mail instead when no device is left', async () => {
    await choose('absence', 'push');
    const phone = await subscribe();
    await addRegistryEntry(t.db, { childId: t.school.children.lea, date: new Date().toISOString(), statut: 'ABSENT' });
    expect(await jobsOf('email')).toEqual([]);
    await t.app.jobs.runDue();
    const [push] = service.received;
    expect(push?.headers.urgency).toBe('high');
    expect(JSON.parse(phone.decrypt(push!.body)).url).toBe(`/childinfo?children=${t.school.children.lea}`);

    // The parent turned push off on that phone: the next absence comes by e-mail.
    expect(
      (await parent.inject({ method: 'DELETE', url: '/api/push/subscriptions', payload: { endpoint: phone.subscription.endpoint } }))
        .statusCode,
    ).toBe(204);
    await addRegistryEntry(t.db, { childId: t.school.children.lea, date: new Date().toISOString(), statut: 'ABSENT' });
    expect(await jobsOf('push')).toHaveLength(1);
    expect(await jobsOf('email')).toEqual([{ kind: 'email', summary_to: 'parent@example.com' }]);
  });

  it('leaves a document in the app when the parent chose push and has no device (only absences fall back to e-mail)', async () => {
    await choose('document', 'push');
    await publishDocument(t.db, { childId: t.school.children.lea, title: 'Menu', type: 'Letter', date: schoolToday(), lines: ['Hi'] });
    expect(await jobsOf('push')).toEqual([]);
    expect(await jobsOf('email')).toEqual([]);
  });
});
