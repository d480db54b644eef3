import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledQuery } from '../../src/db/compiled-query';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const userEmail = compiledQuery((db, userId: number) => db.selectFrom('users').select(['id', 'email']).where('id', '=', userId));
const childrenIn = compiledQuery((db, childIds: readonly number[]) =>
  db.selectFrom('children').select('id').where('id', 'in', childIds).orderBy('id'),
);
const unseenOf = compiledQuery((db, userId: number, subject: string) =>
  db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', userId)
    .where('subject', '=', subject)
    .where('seen', '=', 0)
    .orderBy('id'),
);

describe('compiledQuery (read queries compiled once, run with each call values)', () => {
  it("binds each call's own values, never an earlier call's", async () => {
    const { parent, parent2, student } = t.school.users;
    for (const userId of [parent, parent2, student, parent]) {
      const expected = await t.db.selectFrom('users').select(['id', 'email']).where('id', '=', userId).execute();
      expect(await userEmail(t.db, userId)).toEqual(expected);
    }
    expect(await userEmail(t.db, -1)).toEqual([]);
  });

  it('compiles list arguments per length and binds every item', async () => {
    const { lea, hugo, noah } = t.school.children;
    expect((await childrenIn(t.db, [noah])).map((c) => c.id)).toEqual([noah]);
    expect((await childrenIn(t.db, [hugo, lea])).map((c) => c.id)).toEqual([lea, hugo].sort((a, b) => a - b));
    expect((await childrenIn(t.db, [lea])).map((c) => c.id)).toEqual([lea]);
    expect((await childrenIn(t.db, [lea, hugo, noah])).map((c) => c.id)).toEqual([lea, hugo, noah].sort((a, b) => a - b));
  });

  it('keeps the constant values written in the query beside the bound ones', async () => {
    const { parent } = t.school.users;
    for (const subject of ['document', 'report']) {
      const expected = await t.db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', parent)
        .where('subject', '=', subject)
        .where('seen', '=', 0)
        .orderBy('id')
        .execute();
      expect(await unseenOf(t.db, parent, subject)).toEqual(expected);
    }
  });
});
