import { ZChild, apiPaths } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishConcern } from '../../src/modules/conduct/concerns.publish';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { schoolToday } from '../helpers/school-day';
import { worded } from '../helpers/notice-texts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function concernId(reason: string): Promise<number> {
  return (await t.db.selectFrom('concerns').select('id').where('reason', '=', reason).executeTakeFirstOrThrow()).id;
}

/** Every concern and every concern notification, to show what a call changed and what it left alone. */
async function snapshot() {
  const concerns = await t.db.selectFrom('concerns').select(['id', 'acknowledged']).orderBy('id').execute();
  const notifications = await t.db
    .selectFrom('notifications')
    .select(['id', 'user_id', 'subject_id', 'seen'])
    .where('subject', '=', 'concern')
    .orderBy('id')
    .execute();
  return {
    concerns: concerns.map((c) => ({ ...c, acknowledged: Number(c.acknowledged) })),
    notifications: notifications.map((n) => ({ ...n, seen: Number(n.seen) })),
  };
}

describe('the seeded concerns', () => {
  it("tell the Martin parent (not the student) about Léa's new concern with an unseen notification linked to her", async () => {
    const id = await concernId('Disrupted the mathematics lesson');
    const rows = await t.db
      .selectFrom('notifications')
      .select(['user_id', 'link', 'seen'])
      .where('subject', '=', 'concern')
      .where('subject_id', '=', id)
      .execute();
    expect(rows).toEqual([{ user_id: t.school.users.parent, link: String(t.school.children.lea), seen: 0 }]);
  });
});

describe('GET /api/concern/:id/acknowledge', () => {
  it('acknowledges that concern only, reads its notification, and is idempotent', async () => {
    const parent = await t.as('parent');
    const id = await concernId('Disrupted the mathematics lesson');
    const before = await snapshot();
    const response = await parent.get(apiPaths.acknowledgeConcern(id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const after = await snapshot();
    expect(after.concerns).toEqual(before.concerns.map((c) => (c.id === id ? { ...c, acknowledged: 1 } : c)));
    expect(after.notifications).toEqual(before.notifications.map((n) => (n.subject_id === id ? { ...n, seen: 1 } : n)));
    expect(before.notifications.some((n) => n.subject_id === id && n.seen === 0)).toBe(true);

    const child = ZChild.parse((await parent.get(apiPaths.child(t.school.children.lea))).json());
    expect(child.concerns.find((c) => c.id === id)?.acknowledged).toBe(true);

    const again = await parent.get(apiPaths.acknowledgeConcern(id));
    expect(again.statusCode).toBe(200);
    expect(await snapshot()).toEqual(after);
  });

  it("answers 404 to the Dubois parent for Léa's concern, as for a missing id, and changes nothing", async () => {
    const id = await concernId('Homework not handed in three times');
    await t.db.updateTable('concerns').set({ acknowledged: 0 }).where('id', '=', id).execute();
    const before = await snapshot();
    const other = await t.as('parent2');
    const missing = await other.get(apiPaths.acknowledgeConcern(999_999));
    const foreign = await other.get(apiPaths.acknowledgeConcern(id));
    expect(missing.statusCode).toBe(404);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.body).not.toContain('Homework');
    expect(await snapshot()).toEqual(before);
  });

  it('answers 403 to the student, 401 without a token, and changes nothing', async () => {
    const id = await concernId('Late three times this month');
    const before = await snapshot();
    const student = await (await t.as('student')).get(apiPaths.acknowledgeConcern(id));
    expect(student.statusCode).toBe(403);
    expect(student.json().code).toBe('FORBIDDEN');
    expect((await t.anonymous.get(apiPaths.acknowledgeConcern(id))).statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it("lets the Dubois parent acknowledge Noah's concern", async () => {
    const id = await concernId('Late three times this month');
    expect((await (await t.as('parent2')).get(apiPaths.acknowledgeConcern(id))).statusCode).toBe(200);
    const row = await t.db.selectFrom('concerns').select('acknowledged').where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(row.acknowledged)).toBe(1);
  });

  it('answers 400 for a malformed id', async () => {
    const parent = await t.as('parent');
    for (const bad of ['abc', '-1', '0', '3.2']) {
      const response = await parent.get(`/api/concern/${bad}/acknowledge`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('publishConcern', () => {
  it('writes the concern and a concern notification for the parents of the family', async () => {
    const hugo = t.school.children.hugo;
    const id = await publishConcern(t.db, {
      childId: hugo,
      type: 'Behaviour',
      reason: 'Forgot his sports kit',
      date: schoolToday(),
      comment: '',
    });
    const concern = await t.db.selectFrom('concerns').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(concern).toMatchObject({ child_id: hugo, reason: 'Forgot his sports kit', date: schoolToday() });
    expect(Number(concern.acknowledged)).toBe(0);
    const notifications = worded(
      await t.db
        .selectFrom('notifications')
        .select(['user_id', 'link', 'seen', 'kind', 'params'])
        .where('subject', '=', 'concern')
        .where('subject_id', '=', id)
        .execute(),
    );
    expect(notifications).toEqual([
      { user_id: t.school.users.parent, link: String(hugo), seen: 0, content: 'New concern regarding Hugo Martin: Forgot his sports kit' },
    ]);
  });
});
