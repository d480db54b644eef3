import { apiPaths, staffConversationPath, staffMessagePaths } from '@carnet/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestContext } from '../helpers/build-test-app';
import { auditLinesOf } from '../helpers/audit-lines';
import { TUESDAY_10H, buildMessagesApp, nothingWritten, parentWritesToBernard } from './messages-fixtures';

/** Safeguarding (decision 102): reports, closing, pauses, the expected reply time, the settings' checks. */
let t: TestContext;
let setClock: (at: Date) => void;
beforeAll(async () => {
  ({ t, setClock } = await buildMessagesApp());
});
afterAll(async () => t.close());
beforeEach(() => setClock(TUESDAY_10H));

const path = (pattern: string, id: number) => pattern.replace(':id', String(id));

async function firstMessageId(conversationId: number): Promise<number> {
  const row = await t.db
    .selectFrom('messages')
    .select('id')
    .where('conversation_id', '=', conversationId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('reports', () => {
  it('reach the office from any participant; the office marks them handled once', async () => {
    const id = await parentWritesToBernard(t);
    const messageId = await firstMessageId(id);
    const teacher = await t.as('teacher');
    const reported = await teacher.post(staffMessagePaths.reports, { messageId, reason: 'Threatening tone' });
    expect(reported.statusCode, reported.body).toBe(200);
    const office = await t.as('office');
    const [report] = (await office.get(staffMessagePaths.reports)).json();
    expect(report).toMatchObject({
      messageId,
      conversationId: id,
      reason: 'Threatening tone',
      reportedByName: 'Paul Bernard',
      resolvedAt: null,
    });
    expect((await office.post(path(staffMessagePaths.resolveReport, report.id))).statusCode).toBe(200);
    expect((await office.get(staffMessagePaths.reports)).json()).toEqual([]);
    expect((await office.get(`${staffMessagePaths.reports}?state=all`)).json()[0].resolvedAt).toBe(TUESDAY_10H.toISOString());
    expect((await auditLinesOf(t.db, 'messageReport'))[0]).toMatchObject({ action: 'update', entityId: report.id });
    await nothingWritten(t, () => office.post(path(staffMessagePaths.resolveReport, report.id)), 409);
  });

  it('are 404 for a message one does not read, and refused without a reason, nothing written', async () => {
    const id = await parentWritesToBernard(t);
    const messageId = await firstMessageId(id);
    const dubois = await t.as('parent2');
    await nothingWritten(t, () => dubois.post(apiPaths.messageReports, { messageId, reason: 'Spam' }), 404);
    const girard = await t.as('teacher2');
    await nothingWritten(t, () => girard.post(staffMessagePaths.reports, { messageId, reason: 'Spam' }), 404);
    const parent = await t.as('parent');
    await nothingWritten(t, () => parent.post(apiPaths.messageReports, { messageId, reason: '   ' }), 400);
  });
});

describe('closing', () => {
  it('stops every message in the conversation (409), audited; closing twice is refused', async () => {
    const id = await parentWritesToBernard(t);
    const office = await t.as('office');
    expect((await office.post(path(staffMessagePaths.close, id))).statusCode).toBe(200);
    expect((await auditLinesOf(t.db, 'conversation'))[0]).toMatchObject({ action: 'update', entityId: id, after: { closed: true } });
    const parent = await t.as('parent');
    const teacher = await t.as('teacher');
    const refusal = await nothingWritten(t, () => parent.post(apiPaths.conversation(id), { body: 'Still there?' }), 409);
    expect(refusal.json()).toMatchObject({ code: 'CONFLICT' });
    await nothingWritten(t, () => teacher.post(staffConversationPath(id), { body: 'Yes' }), 409);
    await nothingWritten(t, () => office.post(path(staffMessagePaths.close, id)), 409);
    expect((await parent.get(apiPaths.conversation(id))).json()).toMatchObject({ isClosed: true, closedAt: TUESDAY_10H.toISOString() });
  });
});

describe('pauses', () => {
  it("stop the conversations a family can start, with the office's reason, until lifted; replies still go", async () => {
    const open = await parentWritesToBernard(t);
    const office = await t.as('office');
    const paused = await office.post(staffMessagePaths.pauses, {
      familyId: t.school.families.martin,
      reason: 'Please call the head teacher.',
    });
    expect(paused.statusCode, paused.body).toBe(200);
    const parent = await t.as('parent');
    expect((await parent.get(apiPaths.messagesSettings)).json()).toMatchObject({
      canStart: false,
      pauseReason: 'Please call the head teacher.',
    });
    const refusal = await nothingWritten(
      t,
      () => parent.post(apiPaths.messages, { childId: t.school.children.hugo, with: { kind: 'office' }, subject: 'Hi', body: 'Hello' }),
      409,
    );
    expect(refusal.json()).toMatchObject({ message: 'New conversations are paused: Please call the head teacher.' });
    expect((await parent.post(apiPaths.conversation(open), { body: 'A reply still goes.' })).statusCode).toBe(200);
    // The other family is not paused.
    expect((await (await t.as('parent2')).get(apiPaths.messagesSettings)).json()).toMatchObject({ canStart: true, pauseReason: null });
    await nothingWritten(t, () => office.post(staffMessagePaths.pauses, { familyId: t.school.families.martin, reason: 'Again' }), 409);

    const [pause] = (await office.get(staffMessagePaths.pauses)).json();
    expect(pause).toMatchObject({ familyId: t.school.families.martin, reason: 'Please call the head teacher.' });
    expect((await office.post(path(staffMessagePaths.liftPause, pause.id))).statusCode).toBe(200);
    await nothingWritten(t, () => office.post(path(staffMessagePaths.liftPause, pause.id)), 409);
    expect((await parent.get(apiPaths.messagesSettings)).json().canStart).toBe(true);
  });

  it('for the whole school stop every family, and tell the reason in French to a French reader', async () => {
    const office = await t.as('office');
    expect((await office.post(staffMessagePaths.pauses, { familyId: null, reason: 'Grève' })).statusCode).toBe(200);
    const dubois = await t.as('parent2');
    const refusal = await dubois.inject({
      method: 'POST',
      url: apiPaths.messages,
      payload: { childId: t.school.children.noah, with: { kind: 'office' }, subject: 'Hi', body: 'Hello' },
      headers: { 'accept-language': 'fr' },
    });
    expect(refusal.statusCode).toBe(409);
    expect(refusal.json().message).toBe('Les nouvelles conversations sont suspendues\u00a0: Grève');
    const [pause] = (await office.get(staffMessagePaths.pauses)).json();
    await office.post(path(staffMessagePaths.liftPause, pause.id));
  });

  it('refuse an unknown family (404), nothing written', async () => {
    const office = await t.as('office');
    await nothingWritten(t, () => office.post(staffMessagePaths.pauses, { familyId: 999_999, reason: 'x' }), 404);
  });
});

describe('the expected reply time', () => {
  it('lists the conversations waiting longer than it in school days for a staff answer, until one comes', async () => {
    const id = await parentWritesToBernard(t);
    const office = await t.as('office');
    const waiting = async () => (await office.get(staffMessagePaths.waiting)).json().map((c: { id: number }) => c.id);
    // Tuesday, then Thursday (2 school days): not yet; Friday: 3, past the default 2.
    setClock(new Date('2026-11-26T15:00:00.000Z'));
    expect(await waiting()).not.toContain(id);
    setClock(new Date('2026-11-27T08:00:00.000Z'));
    expect(await waiting()).toContain(id);
    const teacher = await t.as('teacher');
    expect((await teacher.post(staffConversationPath(id), { body: 'Sorry for the wait.' })).statusCode).toBe(200);
    expect(await waiting()).not.toContain(id);
  });

  it('is shown to the family while writing, and set by the office within bounds', async () => {
    const office = await t.as('office');
    const settings = { quietStart: '20:00', quietEnd: '06:30', replyDays: 3, studentsMayWrite: false };
    expect((await office.put(staffMessagePaths.settings, settings)).json()).toEqual(settings);
    expect((await auditLinesOf(t.db, 'messagingSettings'))[0]).toMatchObject({
      action: 'update',
      after: { quietStart: '20:00', quietEnd: '06:30', replyDays: 3 },
    });
    const parent = await t.as('parent');
    expect((await parent.get(apiPaths.messagesSettings)).json()).toMatchObject({ replyDays: 3, quietStart: '20:00', quietEnd: '06:30' });
    await nothingWritten(t, () => office.put(staffMessagePaths.settings, { ...settings, quietEnd: '21:00' }), 400);
    await nothingWritten(t, () => office.put(staffMessagePaths.settings, { ...settings, replyDays: 0 }), 400);
    await nothingWritten(t, () => office.put(staffMessagePaths.settings, { ...settings, quietStart: '25:00' }), 400);
    await office.put(staffMessagePaths.settings, { quietStart: '19:00', quietEnd: '07:00', replyDays: 2, studentsMayWrite: false });
  });
});
