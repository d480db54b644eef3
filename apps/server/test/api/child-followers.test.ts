import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publishDocument } from '../../src/modules/documents/documents.publish';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { schoolToday } from '../helpers/school-day';
import { notificationsAbout, publishNewsletter, uniqueTitle } from './staff-publishing-fixtures';

/**
 * Who follows a child is one query (lib/child-followers, decision 087): what the family side publishes
 * about one child and what the staff side publishes to an audience reach the same accounts, and a
 * deactivated account is told nothing on either path, neither in the bell nor by e-mail.
 */
let t: TestContext;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.updateTable('users').set({ deactivated_at: null }).execute();
  await t.db.deleteFrom('notification_preferences').execute();
});

/** The parent chooses e-mail for everything, then leaves the school: any mail queued would be a leak. */
async function deactivateParent() {
  const userId = t.school.users.parent;
  await t.db
    .insertInto('notification_preferences')
    .values(['document', 'newsletter'].map((kind) => ({ user_id: userId, kind, channel: 'email', updated_at: new Date().toISOString() })))
    .execute();
  await t.db.updateTable('users').set({ deactivated_at: new Date().toISOString() }).where('id', '=', userId).execute();
  return userId;
}

const mailTo = (userId: number) => t.db.selectFrom('jobs').select('id').where('kind', '=', 'email').where('user_id', '=', userId).execute();

describe('the followers of a child', () => {
  it('a document published on one child reaches its parents, not a deactivated one, in the bell or by e-mail', async () => {
    const parent = await deactivateParent();
    const title = uniqueTitle('Letter');
    await publishDocument(t.db, { childId: t.school.children.lea, title, type: 'Letter', date: schoolToday(), lines: ['Hello'] });
    const told = (await notificationsAbout(t, 'document', `New document for Léa: ${title}`)).map((n) => n.userId);
    expect(told).not.toContain(parent);
    expect(await mailTo(parent)).toEqual([]);
  });

  it('a newsletter published to a pupil reaches its family, not a deactivated parent, in the bell or by e-mail', async () => {
    const parent = await deactivateParent();
    const title = uniqueTitle('News');
    await publishNewsletter(t, title, { kind: 'pupils', ids: [t.school.children.lea] });
    const told = (await t.db.selectFrom('notifications').select('user_id').where('params', 'like', `%${title}%`).execute()).map(
      (n) => n.user_id,
    );
    expect(told).toContain(t.school.users.student);
    expect(told).not.toContain(parent);
    expect(await mailTo(parent)).toEqual([]);
  });

  it('an active parent is told on both paths (the exclusion is the deactivation, not the parent)', async () => {
    const title = uniqueTitle('Letter');
    await publishDocument(t.db, { childId: t.school.children.lea, title, type: 'Letter', date: schoolToday(), lines: ['Hello'] });
    expect((await notificationsAbout(t, 'document', `New document for Léa: ${title}`)).map((n) => n.userId)).toContain(
      t.school.users.parent,
    );
    const news = uniqueTitle('News');
    await publishNewsletter(t, news, { kind: 'pupils', ids: [t.school.children.lea] });
    const told = await t.db.selectFrom('notifications').select('user_id').where('params', 'like', `%${news}%`).execute();
    expect(told.map((n) => n.user_id)).toContain(t.school.users.parent);
  });
});
