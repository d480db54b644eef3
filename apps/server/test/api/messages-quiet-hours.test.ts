import { apiPaths, staffConversationPath, staffMessagePaths } from '@carnet/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestContext } from '../helpers/build-test-app';
import { auditLinesOf } from '../helpers/audit-lines';
import { TUESDAY_10H, TUESDAY_21H, WEDNESDAY_7H, buildMessagesApp, nothingWritten, parentWritesToBernard } from './messages-fixtures';

/**
 * The right to disconnect (decision 102): a message written in quiet hours waits for their end, on the
 * app's own clock moved by the test; the readers see it, and are told of it, only then.
 */
let t: TestContext;
let setClock: (at: Date) => void;
beforeAll(async () => {
  ({ t, setClock } = await buildMessagesApp());
});
afterAll(async () => t.close());
beforeEach(async () => {
  setClock(TUESDAY_10H);
  await t.db.deleteFrom('notifications').execute();
  await t.db.deleteFrom('jobs').execute();
});

const minuteBefore = (at: Date) => new Date(at.getTime() - 60_000);

async function runJobsAt(at: Date) {
  setClock(at);
  await t.app.jobs.runDue();
}

const noticesOf = (userId: number) =>
  t.db.selectFrom('notifications').select(['subject', 'kind', 'link']).where('user_id', '=', userId).execute();

describe('a message written at 21:00 on a Tuesday', () => {
  it('reaches Paul Bernard at 07:00 on Wednesday: the writer is told, sees it with its time; nobody else sees it before', async () => {
    setClock(TUESDAY_21H);
    const parent = await t.as('parent');
    const sent = await parent.post(apiPaths.messages, {
      childId: t.school.children.hugo,
      with: { kind: 'teacher', teacherId: t.school.teachers.bernard },
      subject: 'Late question',
      body: 'Written at night.',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ deliverAt: WEDNESDAY_7H.toISOString(), isDeferred: true });
    const id = sent.json().conversationId as number;

    const mine = (await parent.get(apiPaths.conversation(id))).json();
    expect(mine.messages[0]).toMatchObject({ body: 'Written at night.', deliverAt: WEDNESDAY_7H.toISOString() });

    const teacher = await t.as('teacher');
    await runJobsAt(minuteBefore(WEDNESDAY_7H));
    expect((await teacher.get(staffMessagePaths.list)).json().map((c: { id: number }) => c.id)).not.toContain(id);
    expect((await teacher.get(staffConversationPath(id))).statusCode).toBe(404);
    expect((await teacher.get(staffMessagePaths.unread)).json().unread).toBe(0);
    expect(await noticesOf(t.school.users.teacher)).toEqual([]);

    await runJobsAt(WEDNESDAY_7H);
    expect(await noticesOf(t.school.users.teacher)).toEqual([{ subject: 'staff message', kind: 'message.newAbout', link: String(id) }]);
    expect((await teacher.get(staffMessagePaths.unread)).json().unread).toBe(1);
    expect((await teacher.get(staffConversationPath(id))).json().messages[0].body).toBe('Written at night.');
  });

  it('in a reply from a teacher waits the same way for the family, and tells it at 07:00', async () => {
    const id = await parentWritesToBernard(t);
    await runJobsAt(TUESDAY_10H);
    await t.db.deleteFrom('notifications').execute();
    setClock(TUESDAY_21H);
    const teacher = await t.as('teacher');
    const reply = await teacher.post(staffConversationPath(id), { body: 'Answered from home.' });
    expect(reply.json()).toMatchObject({ isDeferred: true, deliverAt: WEDNESDAY_7H.toISOString() });
    const parent = await t.as('parent');
    const bodies = async () => (await parent.get(apiPaths.conversation(id))).json().messages.map((m: { body: string }) => m.body);
    expect(await bodies()).not.toContain('Answered from home.');
    // The teacher's own page shows the reply, waiting.
    expect((await teacher.get(staffConversationPath(id))).json().messages[0].body).toBe('Answered from home.');
    await runJobsAt(minuteBefore(WEDNESDAY_7H));
    expect(await noticesOf(t.school.users.parent)).toEqual([]);
    await runJobsAt(WEDNESDAY_7H);
    expect(await noticesOf(t.school.users.parent)).toEqual([{ subject: 'message', kind: 'message.new', link: String(id) }]);
    expect(await bodies()).toContain('Answered from home.');
  });
});

describe('weekends and holidays', () => {
  it('keep a message written on Friday evening until Monday 07:00, and one in the holidays until the first school day', async () => {
    setClock(new Date('2026-11-27T19:00:00.000Z'));
    const parent = await t.as('parent');
    const body = { childId: t.school.children.hugo, with: { kind: 'office' }, subject: 'Weekend', body: 'Hello' };
    expect((await parent.post(apiPaths.messages, body)).json().deliverAt).toBe('2026-11-30T06:00:00.000Z');
    await t.db
      .insertInto('school_terms')
      .values([
        { school_year: '2026-2027', name: 'Autumn', start_date: '2026-09-01', end_date: '2026-12-18' },
        { school_year: '2026-2027', name: 'Winter', start_date: '2027-01-04', end_date: '2027-04-09' },
      ])
      .execute();
    setClock(new Date('2026-12-22T10:00:00.000Z'));
    expect((await parent.post(apiPaths.messages, body)).json().deliverAt).toBe('2027-01-04T06:00:00.000Z');
    await t.db.deleteFrom('school_terms').execute();
  });
});

describe('urgent messages', () => {
  it("are the office's only: delivered at once in quiet hours, and written in the audit log", async () => {
    setClock(TUESDAY_21H);
    const office = await t.as('office');
    const sent = await office.post(staffMessagePaths.list, {
      childId: t.school.children.hugo,
      subject: 'Hugo is unwell',
      body: 'Please call us.',
      isUrgent: true,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ deliverAt: TUESDAY_21H.toISOString(), isDeferred: false });
    const [line] = await auditLinesOf(t.db, 'message');
    expect(line).toMatchObject({
      action: 'create',
      entityId: sent.json().messageId,
      childId: t.school.children.hugo,
      userId: t.school.users.office,
    });
    await runJobsAt(TUESDAY_21H);
    expect(await noticesOf(t.school.users.parent)).toEqual([
      { subject: 'message', kind: 'message.new', link: String(sent.json().conversationId) },
    ]);
    const parent = await t.as('parent');
    expect((await parent.get(apiPaths.conversation(sent.json().conversationId))).json().messages[0]).toMatchObject({ isUrgent: true });
  });

  it('are refused to a teacher (403), nothing written', async () => {
    setClock(TUESDAY_21H);
    const teacher = await t.as('teacher');
    await nothingWritten(
      t,
      () => teacher.post(staffMessagePaths.list, { childId: t.school.children.hugo, subject: 'Now', body: 'Now', isUrgent: true }),
      403,
    );
  });
});
