import { NOTIFICATION_LIST_LIMIT, apiPaths, type TNotification } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const rowsOf = (userId: number) =>
  t.db.selectFrom('notifications').select(['id', 'subject', 'subject_id', 'seen']).where('user_id', '=', userId).execute();
const unseenCount = async (userId: number) => (await rowsOf(userId)).filter((r) => Number(r.seen) === 0).length;
const seenOf = async (id: number) =>
  Number((await t.db.selectFrom('notifications').select('seen').where('id', '=', id).executeTakeFirstOrThrow()).seen);

describe('GET /api/notification', () => {
  it("answers the caller's own notifications, newest first", async () => {
    const response = await (await t.as('parent')).get(apiPaths.notifications);
    expect(response.statusCode).toBe(200);
    const list: TNotification[] = response.json();
    const expected = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', t.school.users.parent)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(NOTIFICATION_LIST_LIMIT)
      .execute();
    expect(list.map((n) => n.id)).toEqual(expected.map((r) => r.id));
    const parent2Ids = new Set((await rowsOf(t.school.users.parent2)).map((r) => r.id));
    expect(list.some((n) => parent2Ids.has(n.id))).toBe(false);
  });

  it("shows the seeded rewards, commendations, timetable change and term date of Léa's student account", async () => {
    const list: TNotification[] = (await (await t.as('student')).get(apiPaths.notifications)).json();
    const of = (subject: string) => list.filter((n) => n.subject === subject);
    expect(of('reward')).toHaveLength(12);
    expect(of('commendation')).toHaveLength(2);
    expect(of('reward').filter((n) => !n.seen)).toHaveLength(3);
    expect(of('commendation').filter((n) => !n.seen)).toHaveLength(1);
    expect(of('timetable')).toMatchObject([
      { seen: false, link: String(t.school.children.lea), content: expect.stringContaining('hall C21') },
    ]);
    expect(of('termsdate')).toMatchObject([{ seen: false, link: '', content: expect.stringContaining('Christmas concert') }]);
    expect(of('commendation')[0]).toMatchObject({
      content: 'Léa earned a commendation for 5 rewards',
      link: String(t.school.children.lea),
    });
  });

  it('answers 401 without a token', async () => {
    const response = await t.anonymous.get(apiPaths.notifications);
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/notification/read/:id', () => {
  it("marks one of the caller's notifications as seen, and only that one", async () => {
    const parent = await t.as('parent');
    const target = (await rowsOf(t.school.users.parent)).find((r) => r.subject === 'timetable' && Number(r.seen) === 0)!;
    const studentTwin = (await rowsOf(t.school.users.student)).find((r) => r.subject === 'timetable')!;
    const unseenBefore = await unseenCount(t.school.users.parent);
    const response = await parent.get(apiPaths.readNotification(target.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await seenOf(target.id)).toBe(1);
    expect(await seenOf(studentTwin.id)).toBe(0);
    expect(await unseenCount(t.school.users.parent)).toBe(unseenBefore - 1);
  });

  it("answers 404 for another user's notification and leaves it unseen", async () => {
    const other = (await rowsOf(t.school.users.parent2)).find((r) => Number(r.seen) === 0)!;
    const response = await (await t.as('parent')).get(apiPaths.readNotification(other.id));
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
    expect(await seenOf(other.id)).toBe(0);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await (await t.as('student')).get(apiPaths.readNotification(2_000_000));
    expect(response.statusCode).toBe(404);
  });

  it('answers 400 for an id that is not a positive integer', async () => {
    const parent = await t.as('parent');
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await parent.get(`/api/notification/read/${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('answers 401 without a token and marks nothing', async () => {
    const row = (await rowsOf(t.school.users.parent2)).find((r) => Number(r.seen) === 0)!;
    const response = await t.anonymous.get(apiPaths.readNotification(row.id));
    expect(response.statusCode).toBe(401);
    expect(await seenOf(row.id)).toBe(0);
  });
});

describe('GET /api/notification/read_all', () => {
  it("marks all the caller's notifications as seen and nobody else's", async () => {
    const { student, parent, parent2 } = t.school.users;
    const before = { student: await unseenCount(student), parent: await unseenCount(parent), parent2: await unseenCount(parent2) };
    expect(before.student).toBeGreaterThan(0);
    expect(before.parent).toBeGreaterThan(0);
    const response = await (await t.as('student')).get(apiPaths.readAllNotifications);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, count: before.student });
    expect(await unseenCount(student)).toBe(0);
    expect(await unseenCount(parent)).toBe(before.parent);
    expect(await unseenCount(parent2)).toBe(before.parent2);
  });

  it('answers a count of 0 when nothing is left to mark', async () => {
    const response = await (await t.as('student')).get(apiPaths.readAllNotifications);
    expect(response.json()).toEqual({ success: true, count: 0 });
  });

  it('answers 401 without a token and marks nothing', async () => {
    const before = await unseenCount(t.school.users.parent2);
    const response = await t.anonymous.get(apiPaths.readAllNotifications);
    expect(response.statusCode).toBe(401);
    expect(await unseenCount(t.school.users.parent2)).toBe(before);
  });
});

describe('the notification list cap', () => {
  it(`answers only the ${NOTIFICATION_LIST_LIMIT} newest`, async () => {
    const base = Date.parse('2030-01-01T00:00:00Z');
    await t.db
      .insertInto('notifications')
      .values(
        Array.from({ length: NOTIFICATION_LIST_LIMIT + 20 }, (_, index) => ({
          user_id: t.school.users.parent2,
          subject: 'newsletter',
          subject_id: null,
          kind: 'legacy',
          params: JSON.stringify({ text: `Bulk ${index}` }),
          created_at: new Date(base + index * 60_000).toISOString(),
          seen: 0 as const,
          link: '',
        })),
      )
      .execute();
    const list: TNotification[] = (await (await t.as('parent2')).get(apiPaths.notifications)).json();
    expect(list).toHaveLength(NOTIFICATION_LIST_LIMIT);
    expect(list[0]!.content).toBe(`Bulk ${NOTIFICATION_LIST_LIMIT + 19}`);
    expect(list.at(-1)!.content).toBe('Bulk 20');
  });
});
