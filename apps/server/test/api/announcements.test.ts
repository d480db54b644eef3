import {
  announcementPaths,
  staffAnnouncementPath,
  staffAnnouncementPaths,
  staffConversationPath,
  staffMessagePaths,
} from '@carnet/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestContext } from '../helpers/build-test-app';
import { auditLinesOf } from '../helpers/audit-lines';
import { openLive } from '../helpers/live-client';
import { buildAnnouncementsApp, class6A, clearAnnouncements, officeSends } from './announcements-fixtures';
import { TUESDAY_10H, TUESDAY_21H, WEDNESDAY_7H, nothingWritten, pdfUpload } from './messages-fixtures';

/**
 * Announcements (decision 105): who sends to whom, what each family sees, acknowledgements and their
 * counts, and a reply that is a private conversation with the sender, never a reply to all.
 */
let t: TestContext;
let setClock: (at: Date) => void;
beforeAll(async () => {
  ({ t, setClock } = await buildAnnouncementsApp());
});
afterAll(async () => t.close());
beforeEach(async () => {
  setClock(TUESDAY_10H);
  await clearAnnouncements(t);
  await t.db.deleteFrom('unread_messages').execute();
  await t.db.deleteFrom('message_reads').execute();
  await t.db.deleteFrom('message_files').execute();
  await t.db.deleteFrom('messages').execute();
  await t.db.deleteFrom('conversations').execute();
});

async function runJobsAt(at: Date) {
  setClock(at);
  await t.app.jobs.runDue();
}

const ids = (list: Array<{ id: number }>) => list.map((a) => a.id);

describe('sending', () => {
  it('the office sends 3B an announcement: it reaches the Martins only, at once in school hours, with its file', async () => {
    const office = await t.as('office');
    const sent = await office.post(staffAnnouncementPaths.list, {
      audience: { kind: 'classes', ids: [t.school.classes.class3B] },
      title: 'Museum trip on Thursday',
      body: 'Departure at 8:30.',
      asksAcknowledgement: true,
      files: [pdfUpload('letter.pdf')],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ families: 1, deliverAt: TUESDAY_10H.toISOString(), isDeferred: false });
    const id = sent.json().id as number;
    const families = await t.db.selectFrom('announcement_families').select('family_id').where('announcement_id', '=', id).execute();
    expect(families.map((f) => f.family_id)).toEqual([t.school.families.martin]);

    await runJobsAt(TUESDAY_10H);
    const parent = await t.as('parent');
    const list = (await parent.get(announcementPaths.list)).json();
    expect(list).toEqual([
      expect.objectContaining({
        id,
        title: 'Museum trip on Thursday',
        asksAcknowledgement: true,
        readAt: null,
        children: [{ id: t.school.children.hugo, firstName: 'Hugo' }],
      }),
    ]);
    const one = (await parent.get(announcementPaths.announcement(id))).json();
    expect(one).toMatchObject({ body: 'Departure at 8:30.', readAt: TUESDAY_10H.toISOString(), replyConversationId: null });
    expect(one.files).toHaveLength(1);
    const file = await parent.get(announcementPaths.file(one.files[0].id));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    // The Duboises were not reached: not in their list, 404 on the announcement and its file.
    const dubois = await t.as('parent2');
    expect((await dubois.get(announcementPaths.list)).json()).toEqual([]);
    expect((await dubois.get(announcementPaths.announcement(id))).statusCode).toBe(404);
    expect((await dubois.get(announcementPaths.file(one.files[0].id))).statusCode).toBe(404);
    expect((await dubois.post(announcementPaths.acknowledge(id))).statusCode).toBe(404);
    // Paul Bernard did not send it: not his to read, nor its file; the office reads it.
    const teacher = await t.as('teacher');
    expect((await teacher.get(staffAnnouncementPath(id))).statusCode).toBe(404);
    expect((await teacher.get(staffAnnouncementPaths.file.replace(':id', String(one.files[0].id)))).statusCode).toBe(404);
    expect((await office.get(staffAnnouncementPaths.file.replace(':id', String(one.files[0].id)))).statusCode).toBe(200);
  });

  it('tells the reached parents once delivered: the bell, and an instant e-mail when it asks for an acknowledgement', async () => {
    const asking = await officeSends(t);
    const plain = await officeSends(t, { title: 'Photos on Monday', asksAcknowledgement: false });
    await runJobsAt(TUESDAY_10H);
    const notices = await t.db
      .selectFrom('notifications')
      .select(['user_id', 'subject', 'subject_id', 'kind', 'link', 'emailed_at'])
      .where('subject', '=', 'announcement')
      .orderBy('subject_id')
      .execute();
    expect(notices.map((n) => ({ ...n, emailed_at: n.emailed_at !== null }))).toEqual([
      {
        user_id: t.school.users.parent,
        subject: 'announcement',
        subject_id: asking,
        kind: 'announcement.toAcknowledge',
        link: String(asking),
        // Asking for an acknowledgement: an instant e-mail by default (kind `message`).
        emailed_at: true,
      },
      // Asking nothing: left for the daily digest.
      {
        user_id: t.school.users.parent,
        subject: 'announcement',
        subject_id: plain,
        kind: 'announcement.new',
        link: String(plain),
        emailed_at: false,
      },
    ]);
    // The student reads no announcement: parents only (decision 105).
    expect(notices.some((n) => n.user_id === t.school.users.student)).toBe(false);
    expect((await (await t.as('student')).get(announcementPaths.list)).statusCode).toBe(403);
  });

  it('a teacher sends to their own teaching group; the office sees it in its list with the counts, the other teacher does not', async () => {
    const teacher = await t.as('teacher');
    const sent = await teacher.post(staffAnnouncementPaths.list, {
      audience: { kind: 'teachingGroups', ids: [t.school.subjects.class6A[0]] },
      title: 'Calculators on Friday',
      body: 'Bring a calculator.',
      asksAcknowledgement: false,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().families).toBe(2);
    const id = sent.json().id as number;
    const office = await t.as('office');
    expect((await office.get(staffAnnouncementPaths.list)).json()).toEqual([
      expect.objectContaining({
        id,
        senderName: 'Paul Bernard',
        audienceLabel: expect.stringContaining('6A'),
        counts: { families: 2, read: 0, acknowledged: 0 },
        remindedAt: null,
      }),
    ]);
    expect(ids((await teacher.get(staffAnnouncementPaths.list)).json())).toEqual([id]);
    const girard = await t.as('teacher2');
    expect((await girard.get(staffAnnouncementPaths.list)).json()).toEqual([]);
    expect((await girard.get(staffAnnouncementPath(id))).statusCode).toBe(404);
    expect((await girard.post(staffAnnouncementPaths.remind.replace(':id', String(id)))).statusCode).toBe(404);
  });

  it('refuses a teacher outside their groups (403) and urgent from a teacher (403), writing nothing', async () => {
    const teacher = await t.as('teacher');
    const send = (body: object) => () =>
      teacher.post(staffAnnouncementPaths.list, { title: 'Not mine', body: 'Text', asksAcknowledgement: false, ...body });
    await nothingWritten(t, send({ audience: { kind: 'classes', ids: [t.school.classes.class3B] } }), 403);
    await nothingWritten(t, send({ audience: { kind: 'school' } }), 403);
    // Marc Girard's PE group is not Paul Bernard's.
    const pe = t.school.subjects.class6A[t.school.subjects.class6A.length - 1];
    await nothingWritten(t, send({ audience: { kind: 'teachingGroups', ids: [pe] } }), 403);
    await nothingWritten(t, send({ audience: { kind: 'teachingGroups', ids: [t.school.subjects.class6A[0]] }, isUrgent: true }), 403);
  });

  it('refuses what is not a valid announcement with 400 {code, message}, writing nothing', async () => {
    const office = await t.as('office');
    const valid = { audience: { kind: 'school' }, title: 'T', body: 'B', asksAcknowledgement: false };
    const cases: object[] = [
      { ...valid, title: '' },
      { ...valid, body: '' },
      { ...valid, title: 'x'.repeat(151) },
      { ...valid, asksAcknowledgement: 'yes' },
      { audience: valid.audience, title: 'T', body: 'B' },
      { ...valid, audience: { kind: 'classes', ids: [999999] } },
      { ...valid, extra: true },
      { ...valid, files: [{ name: 'x.pdf', contents: 'data:application/pdf;base64,!!!' }] },
    ];
    for (const body of cases) await nothingWritten(t, () => office.post(staffAnnouncementPaths.list, body), 400);
    await nothingWritten(
      t,
      () =>
        office.post(staffAnnouncementPaths.list, {
          ...valid,
          files: [{ name: 'x.pdf', contents: 'data:application/pdf;base64,aGVsbG8=' }],
        }),
      415,
    );
    const tooLarge = `data:application/pdf;base64,${Buffer.alloc(10 * 1024 * 1024 + 3, 'a').toString('base64')}`;
    await nothingWritten(
      t,
      () => office.post(staffAnnouncementPaths.list, { ...valid, files: [{ name: 'big.pdf', contents: tooLarge }] }),
      413,
    );
  });

  it('urgent from the office goes at once in quiet hours and is written in the audit log', async () => {
    setClock(TUESDAY_21H);
    const office = await t.as('office');
    const sent = await office.post(staffAnnouncementPaths.list, {
      audience: { kind: 'classes', ids: [t.school.classes.class3B] },
      title: 'School closed tomorrow',
      body: 'Snow.',
      asksAcknowledgement: true,
      isUrgent: true,
    });
    expect(sent.json()).toMatchObject({ deliverAt: TUESDAY_21H.toISOString(), isDeferred: false });
    const lines = await auditLinesOf(t.db, 'announcement');
    expect(lines).toEqual([expect.objectContaining({ action: 'create', entityId: sent.json().id, after: { urgent: true } })]);
    await runJobsAt(TUESDAY_21H);
    expect(ids((await (await t.as('parent')).get(announcementPaths.list)).json())).toEqual([sent.json().id]);
  });
});

describe('quiet hours', () => {
  it('an announcement written at 21:00 reaches the families at 07:00: not seen, told nor remindable before', async () => {
    setClock(TUESDAY_21H);
    const office = await t.as('office');
    const sent = await office.post(staffAnnouncementPaths.list, {
      audience: { kind: 'classes', ids: [t.school.classes.class3B] },
      title: 'Late news',
      body: 'Written at night.',
      asksAcknowledgement: true,
    });
    expect(sent.json()).toMatchObject({ deliverAt: WEDNESDAY_7H.toISOString(), isDeferred: true });
    const id = sent.json().id as number;
    // The sender's side sees it at once, with its time.
    expect((await office.get(staffAnnouncementPath(id))).json()).toMatchObject({ deliverAt: WEDNESDAY_7H.toISOString() });
    const parent = await t.as('parent');
    await runJobsAt(new Date(WEDNESDAY_7H.getTime() - 60_000));
    expect((await parent.get(announcementPaths.list)).json()).toEqual([]);
    expect((await parent.get(announcementPaths.announcement(id))).statusCode).toBe(404);
    expect((await parent.post(announcementPaths.acknowledge(id))).statusCode).toBe(404);
    expect(await t.db.selectFrom('notifications').select('id').where('subject', '=', 'announcement').execute()).toEqual([]);
    await nothingWritten(t, () => office.post(staffAnnouncementPaths.remind.replace(':id', String(id))), 409);

    await runJobsAt(WEDNESDAY_7H);
    expect(ids((await parent.get(announcementPaths.list)).json())).toEqual([id]);
    const notices = await t.db.selectFrom('notifications').select(['user_id', 'kind']).where('subject', '=', 'announcement').execute();
    expect(notices).toEqual([{ user_id: t.school.users.parent, kind: 'announcement.toAcknowledge' }]);
  });
});

describe('reading and acknowledging', () => {
  it('counts each family once: read on opening, acknowledged once (the first time and who kept)', async () => {
    const id = await officeSends(t, { audience: class6A(t) });
    await runJobsAt(TUESDAY_10H);
    const office = await t.as('office');
    const counts = async () => (await office.get(staffAnnouncementPath(id))).json().counts;
    expect(await counts()).toEqual({ families: 2, read: 0, acknowledged: 0 });

    const parent = await t.as('parent');
    await parent.get(announcementPaths.announcement(id));
    await parent.get(announcementPaths.announcement(id));
    expect(await counts()).toEqual({ families: 2, read: 1, acknowledged: 0 });

    const first = await parent.post(announcementPaths.acknowledge(id));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ acknowledgedAt: TUESDAY_10H.toISOString(), acknowledgedBy: 'Camille Martin' });
    setClock(new Date(TUESDAY_10H.getTime() + 3_600_000));
    const again = await parent.post(announcementPaths.acknowledge(id));
    expect(again.json()).toEqual(first.json());
    expect(await counts()).toEqual({ families: 2, read: 1, acknowledged: 1 });

    // The Duboises acknowledge without opening it first: read and acknowledged together.
    const dubois = await t.as('parent2');
    expect((await dubois.post(announcementPaths.acknowledge(id))).statusCode).toBe(200);
    expect(await counts()).toEqual({ families: 2, read: 2, acknowledged: 2 });
    const list = (await parent.get(announcementPaths.list)).json();
    expect(list[0]).toMatchObject({ acknowledgedAt: TUESDAY_10H.toISOString(), acknowledgedBy: 'Camille Martin' });
  });

  it('lists the families by name, filtered by status and name, a page at a time by the Link header', async () => {
    const id = await officeSends(t, { audience: class6A(t) });
    await runJobsAt(TUESDAY_10H);
    await (await t.as('parent')).post(announcementPaths.acknowledge(id));
    const office = await t.as('office');
    const all = (await office.get(staffAnnouncementPath(id))).json().families;
    expect(all.map((f: { familyName: string }) => f.familyName)).toEqual(['Dubois', 'Martin']);
    expect(all[1]).toMatchObject({ pupils: ['Léa Martin (6A)'], acknowledgedBy: 'Camille Martin' });
    const waiting = (await office.get(`${staffAnnouncementPath(id)}?status=notAcknowledged`)).json().families;
    expect(waiting.map((f: { familyId: number }) => f.familyId)).toEqual([t.school.families.dubois]);
    const unread = (await office.get(`${staffAnnouncementPath(id)}?status=unread`)).json().families;
    expect(unread.map((f: { familyId: number }) => f.familyId)).toEqual([t.school.families.dubois]);
    const byName = (await office.get(`${staffAnnouncementPath(id)}?q=mart`)).json().families;
    expect(byName.map((f: { familyId: number }) => f.familyId)).toEqual([t.school.families.martin]);
    // A pupil's name finds the family too ("%" is searched as written, not as a wildcard).
    const byPupil = (await office.get(`${staffAnnouncementPath(id)}?q=noah`)).json().families;
    expect(byPupil.map((f: { familyId: number }) => f.familyId)).toEqual([t.school.families.dubois]);
    expect((await office.get(`${staffAnnouncementPath(id)}?q=%25`)).json().families).toEqual([]);

    const first = await office.get(`${staffAnnouncementPath(id)}?limit=1`);
    expect(first.json().families.map((f: { familyName: string }) => f.familyName)).toEqual(['Dubois']);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1];
    expect(next).toBeDefined();
    const second = await office.get(next!);
    expect(second.json().families.map((f: { familyName: string }) => f.familyName)).toEqual(['Martin']);
    expect(second.headers.link).toBeUndefined();
    expect((await office.get(`${staffAnnouncementPath(id)}?status=everyone`)).statusCode).toBe(400);
  });

  it('refuses to acknowledge what asks for nothing (409), changing nothing', async () => {
    const id = await officeSends(t, { asksAcknowledgement: false });
    await runJobsAt(TUESDAY_10H);
    const parent = await t.as('parent');
    await parent.get(announcementPaths.announcement(id));
    await nothingWritten(t, () => parent.post(announcementPaths.acknowledge(id)), 409);
  });
});

describe('replying', () => {
  it('opens a private conversation with the office about Hugo, reopened by the next reply; Léa, not reached, is refused', async () => {
    const id = await officeSends(t);
    await runJobsAt(TUESDAY_10H);
    const parent = await t.as('parent');
    await nothingWritten(t, () => parent.post(announcementPaths.reply(id), { childId: t.school.children.lea, body: 'About Léa' }), 400);
    await nothingWritten(t, () => parent.post(announcementPaths.reply(id), { childId: t.school.children.hugo, body: '' }), 400);
    const reply = await parent.post(announcementPaths.reply(id), { childId: t.school.children.hugo, body: 'Can Hugo bring lunch?' });
    expect(reply.statusCode, reply.body).toBe(200);
    const conversationId = reply.json().conversationId as number;
    const conversation = await t.db.selectFrom('conversations').selectAll().where('id', '=', conversationId).executeTakeFirstOrThrow();
    expect(conversation).toMatchObject({
      announcement_id: id,
      family_id: t.school.families.martin,
      child_id: t.school.children.hugo,
      staff_kind: 'office',
      teacher_id: null,
      subject: 'Museum trip on Thursday',
      student_only: 0,
    });
    expect((await parent.get(announcementPaths.announcement(id))).json().replyConversationId).toBe(conversationId);
    const again = await parent.post(announcementPaths.reply(id), { childId: t.school.children.hugo, body: 'And a coat?' });
    expect(again.json().conversationId).toBe(conversationId);
    // The office reads it as a party and is told at delivery; nobody else is in it.
    await runJobsAt(TUESDAY_10H);
    const office = await t.as('office');
    expect((await office.get(staffConversationPath(conversationId))).json().messages.map((m: { body: string }) => m.body)).toEqual([
      'And a coat?',
      'Can Hugo bring lunch?',
    ]);
    expect((await (await t.as('teacher')).get(staffConversationPath(conversationId))).statusCode).toBe(404);
    expect((await (await t.as('parent2')).get(`/api/messages/${conversationId}`)).statusCode).toBe(404);
  });

  it("a reply to a teacher's announcement is a conversation with that teacher only", async () => {
    const teacher = await t.as('teacher');
    const sent = await teacher.post(staffAnnouncementPaths.list, {
      audience: { kind: 'teachingGroups', ids: [t.school.subjects.class6A[0]] },
      title: 'Calculators on Friday',
      body: 'Bring a calculator.',
      asksAcknowledgement: false,
    });
    const id = sent.json().id as number;
    await runJobsAt(TUESDAY_10H);
    const dubois = await t.as('parent2');
    const reply = await dubois.post(announcementPaths.reply(id), { childId: t.school.children.noah, body: 'Noah has none.' });
    expect(reply.statusCode, reply.body).toBe(200);
    const conversationId = reply.json().conversationId as number;
    await runJobsAt(TUESDAY_10H);
    expect(ids((await teacher.get(staffMessagePaths.list)).json())).toContain(conversationId);
    expect((await (await t.as('parent')).get(`/api/messages/${conversationId}`)).statusCode).toBe(404);
    const row = await t.db
      .selectFrom('conversations')
      .select(['staff_kind', 'teacher_id'])
      .where('id', '=', conversationId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ staff_kind: 'teacher', teacher_id: t.school.teachers.bernard });
  });
});

describe('live (decision 103)', () => {
  it("tells the reached parents' pages at delivery, and the sender's page when a family acknowledges", async () => {
    const office = await t.as('office');
    const parent = await t.as('parent');
    const dubois = await t.as('parent2');
    const streams = await Promise.all([office, parent, dubois].map((client) => openLive(t.app, { token: client.token! })));
    const [officePage, martinPage, duboisPage] = streams as [
      Awaited<ReturnType<typeof openLive>>,
      Awaited<ReturnType<typeof openLive>>,
      Awaited<ReturnType<typeof openLive>>,
    ];
    try {
      const id = await officeSends(t);
      const heardBefore = duboisPage.events.length;
      await runJobsAt(TUESDAY_10H);
      await martinPage.next('announcements', 2000, 0);
      const acknowledged = officePage.events.length;
      expect((await parent.post(announcementPaths.acknowledge(id))).statusCode).toBe(200);
      await officePage.next('announcements', 2000, acknowledged);
      // The Duboises were not reached: their page heard nothing of it.
      expect(duboisPage.events.slice(heardBefore).filter((e) => e.topic === 'announcements')).toEqual([]);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
