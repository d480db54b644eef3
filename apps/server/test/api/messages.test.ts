import { apiPaths, staffConversationPath, staffMessagePaths } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../helpers/build-test-app';
import { auditLinesOf } from '../helpers/audit-lines';
import { buildMessagesApp, nothingWritten, parentWritesToBernard, pdfUpload } from './messages-fixtures';

/** Who reads and writes which conversation (decision 102): families their own, teachers theirs, the office any. */
let t: TestContext;
beforeAll(async () => {
  ({ t } = await buildMessagesApp());
});
afterAll(async () => t.close());

const expectNothingWritten = (request: Parameters<typeof nothingWritten>[1], status: number) => nothingWritten(t, request, status);

describe('a parent writes to a teacher of their child', () => {
  it('reaches Paul Bernard about Hugo at once in the school day; he reads it, replies, and the parent sees who read what', async () => {
    const parent = await t.as('parent');
    const teacher = await t.as('teacher');
    const started = await parent.post(apiPaths.messages, {
      childId: t.school.children.hugo,
      with: { kind: 'teacher', teacherId: t.school.teachers.bernard },
      subject: 'Trip on Friday',
      body: 'Does Hugo need a packed lunch?',
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ deliverAt: '2026-11-24T09:00:00.000Z', isDeferred: false });
    const id = started.json().conversationId as number;

    const list = (await teacher.get(staffMessagePaths.list)).json();
    expect(list.find((c: { id: number }) => c.id === id)).toMatchObject({
      subject: 'Trip on Friday',
      unread: 1,
      familyName: expect.any(String),
    });
    expect((await teacher.get(staffMessagePaths.unread)).json().unread).toBeGreaterThanOrEqual(1);

    const opened = (await teacher.get(staffConversationPath(id))).json();
    expect(opened.isParty).toBe(true);
    expect(opened.messages).toHaveLength(1);
    expect(opened.messages[0]).toMatchObject({ body: 'Does Hugo need a packed lunch?', isMine: false, fromFamily: true, reads: [] });
    const teacherUnreadAfter = (await teacher.get(staffMessagePaths.list)).json().find((c: { id: number }) => c.id === id);
    expect(teacherUnreadAfter.unread).toBe(0);

    // The parent's side sees that Paul Bernard read it, and when.
    const mine = (await parent.get(apiPaths.conversation(id))).json();
    expect(mine.messages[0].reads).toEqual([{ userId: t.school.users.teacher, name: 'Paul Bernard', readAt: '2026-11-24T09:00:00.000Z' }]);

    const reply = await teacher.post(staffConversationPath(id), { body: 'No, lunch is provided.' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await parent.get(apiPaths.messagesUnread)).json().unread).toBe(1);
    const withReply = (await parent.get(apiPaths.conversation(id))).json();
    expect(withReply.messages.map((m: { body: string }) => m.body)).toEqual(['No, lunch is provided.', 'Does Hugo need a packed lunch?']);
    expect((await parent.get(apiPaths.messagesUnread)).json().unread).toBe(0);
    const teacherView = (await teacher.get(staffConversationPath(id))).json();
    expect(teacherView.messages[0].reads).toEqual([expect.objectContaining({ userId: t.school.users.parent, name: 'Camille Martin' })]);
  });

  it("offers the child's teachers, and refuses one who does not teach the child (404, nothing written)", async () => {
    const parent = await t.as('parent');
    const recipients = (await parent.get(apiPaths.messagesRecipients)).json();
    const hugo = recipients.children.find((c: { childId: number }) => c.childId === t.school.children.hugo);
    expect(hugo.teachers.map((x: { id: number }) => x.id)).toContain(t.school.teachers.bernard);
    expect(hugo.teachers.map((x: { id: number }) => x.id)).not.toContain(t.school.teachers.girard);
    await expectNothingWritten(
      () =>
        parent.post(apiPaths.messages, {
          childId: t.school.children.hugo,
          with: { kind: 'teacher', teacherId: t.school.teachers.girard },
          subject: 'PE',
          body: 'Hello',
        }),
      404,
    );
  });

  it("refuses another family's child (404, nothing written)", async () => {
    const parent = await t.as('parent');
    await expectNothingWritten(
      () => parent.post(apiPaths.messages, { childId: t.school.children.noah, with: { kind: 'office' }, subject: 'Hi', body: 'Hello' }),
      404,
    );
  });
});

describe('who reads a conversation', () => {
  it('is 404 for the other family, the other teacher and the student, and the conversation is not in their lists', async () => {
    const id = await parentWritesToBernard(t);
    for (const account of ['parent2', 'student'] as const) {
      const client = await t.as(account);
      expect((await client.get(apiPaths.conversation(id))).statusCode).toBe(404);
      expect((await client.get(apiPaths.messages)).json().map((c: { id: number }) => c.id)).not.toContain(id);
    }
    const girard = await t.as('teacher2');
    expect((await girard.get(staffConversationPath(id))).statusCode).toBe(404);
    expect((await girard.get(staffMessagePaths.list)).json().map((c: { id: number }) => c.id)).not.toContain(id);
    await expectNothingWritten(() => girard.post(staffConversationPath(id), { body: 'Me too' }), 404);
    const dubois = await t.as('parent2');
    await expectNothingWritten(() => dubois.post(apiPaths.conversation(id), { body: 'Me too' }), 404);
  });

  it("lets the office read a teacher's conversation, writing each read in the audit log, but not write in it", async () => {
    const id = await parentWritesToBernard(t);
    const office = await t.as('office');
    const before = (await auditLinesOf(t.db, 'conversation')).length;
    const read = await office.get(staffConversationPath(id));
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().isParty).toBe(false);
    await office.get(staffConversationPath(id));
    const lines = await auditLinesOf(t.db, 'conversation');
    expect(lines.length - before).toBe(2);
    expect(lines[0]).toMatchObject({ action: 'read', entityId: id, childId: t.school.children.hugo, userId: t.school.users.office });
    // Not in the office's own list: it is Paul Bernard's.
    expect((await office.get(staffMessagePaths.list)).json().map((c: { id: number }) => c.id)).not.toContain(id);
    await expectNothingWritten(() => office.post(staffConversationPath(id), { body: 'The office here' }), 403);
  });
});

describe('the school writes to a family', () => {
  it('lets a teacher write to the family of their own pupil, never to another pupil (404)', async () => {
    const teacher = await t.as('teacher');
    const sent = await teacher.post(staffMessagePaths.list, {
      childId: t.school.children.hugo,
      subject: 'Good work',
      body: 'Hugo did well.',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const parent = await t.as('parent');
    expect((await parent.get(apiPaths.messages)).json()[0]).toMatchObject({
      subject: 'Good work',
      staffKind: 'teacher',
      teacherName: 'Paul Bernard',
    });
    const girard = await t.as('teacher2');
    await expectNothingWritten(
      () => girard.post(staffMessagePaths.list, { childId: t.school.children.hugo, subject: 'PE', body: 'Hi' }),
      404,
    );
  });

  it("keeps a student's own conversation from the parents, and the parents' from the student", async () => {
    const office = await t.as('office');
    const own = await office.post(staffMessagePaths.list, {
      childId: t.school.children.lea,
      isStudentOnly: true,
      subject: 'Your locker',
      body: 'Come see us.',
    });
    const parents = await office.post(staffMessagePaths.list, {
      childId: t.school.children.lea,
      subject: 'Léa’s locker',
      body: 'Léa was told.',
    });
    const [ownId, parentsId] = [own.json().conversationId, parents.json().conversationId];
    const student = await t.as('student');
    const parent = await t.as('parent');
    expect((await student.get(apiPaths.messages)).json().map((c: { id: number }) => c.id)).toEqual([ownId]);
    expect((await student.get(apiPaths.conversation(parentsId))).statusCode).toBe(404);
    expect((await parent.get(apiPaths.conversation(ownId))).statusCode).toBe(404);
    expect((await parent.get(apiPaths.messages)).json().map((c: { id: number }) => c.id)).toContain(parentsId);
    // The student answers in their own conversation.
    expect((await student.post(apiPaths.conversation(ownId), { body: 'OK' })).statusCode).toBe(200);
  });
});

describe('students writing', () => {
  it('is refused until the school allows it, then opens the student’s own conversation', async () => {
    const student = await t.as('student');
    const start = () =>
      student.post(apiPaths.messages, { childId: t.school.children.lea, with: { kind: 'office' }, subject: 'Question', body: 'Hello' });
    expect((await student.get(apiPaths.messagesSettings)).json().canStart).toBe(false);
    await expectNothingWritten(start, 403);
    const office = await t.as('office');
    const settings = (await office.get(staffMessagePaths.settings)).json();
    expect(settings).toEqual({ quietStart: '19:00', quietEnd: '07:00', replyDays: 2, studentsMayWrite: false });
    expect((await office.put(staffMessagePaths.settings, { ...settings, studentsMayWrite: true })).statusCode).toBe(200);
    expect((await student.get(apiPaths.messagesSettings)).json().canStart).toBe(true);
    const response = await start();
    expect(response.statusCode, response.body).toBe(200);
    const parent = await t.as('parent');
    expect((await parent.get(apiPaths.conversation(response.json().conversationId))).statusCode).toBe(404);
    await office.put(staffMessagePaths.settings, settings);
  });
});

describe('attachments', () => {
  it('stores a PDF known by its bytes, served to the conversation only', async () => {
    const id = await parentWritesToBernard(t, { files: [pdfUpload('sick-note.pdf')] });
    const teacher = await t.as('teacher');
    const file = (await teacher.get(staffConversationPath(id))).json().messages[0].files[0];
    expect(file).toMatchObject({ name: 'sick-note.pdf', mediaType: 'application/pdf' });
    const download = await teacher.get(staffMessagePaths.file.replace(':id', String(file.id)));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect((await (await t.as('parent')).get(apiPaths.messageFile(file.id))).statusCode).toBe(200);
    expect((await (await t.as('parent2')).get(apiPaths.messageFile(file.id))).statusCode).toBe(404);
    expect((await (await t.as('teacher2')).get(staffMessagePaths.file.replace(':id', String(file.id)))).statusCode).toBe(404);
  });

  it('refuses a web page named .pdf (415) and a file over 10 MB (413), writing nothing', async () => {
    const parent = await t.as('parent');
    const html = {
      name: 'note.pdf',
      contents: `data:application/pdf;base64,${Buffer.from('<html><script>x</script></html>').toString('base64')}`,
    };
    const body = { childId: t.school.children.hugo, with: { kind: 'office' }, subject: 'Note', body: 'Attached' };
    await expectNothingWritten(() => parent.post(apiPaths.messages, { ...body, files: [html] }), 415);
    const big = { name: 'big.pdf', contents: `data:application/pdf;base64,${Buffer.alloc(10 * 1024 * 1024 + 3, 0x25).toString('base64')}` };
    await expectNothingWritten(() => parent.post(apiPaths.messages, { ...body, files: [big] }), 413);
  });
});

describe('the lists', () => {
  it('search the subjects and the messages one sees, and page with a Link header', async () => {
    await parentWritesToBernard(t, { subject: 'Calculator', body: 'Which model of calculatrice?' });
    const parent = await t.as('parent');
    const found = (await parent.get(`${apiPaths.messages}?q=CALCULATRICE`)).json();
    expect(found.map((c: { subject: string }) => c.subject)).toEqual(['Calculator']);
    expect((await parent.get(`${apiPaths.messages}?q=nothing-like-this`)).json()).toEqual([]);
    const first = await parent.get(`${apiPaths.messages}?limit=1`);
    expect(first.json()).toHaveLength(1);
    expect(first.headers.link).toMatch(/rel="next"/);
    const next = /<([^>]+)>/.exec(String(first.headers.link))![1]!;
    const second = (await parent.get(next)).json();
    expect(second).toHaveLength(1);
    expect(second[0].id).not.toBe(first.json()[0].id);
  });
});
