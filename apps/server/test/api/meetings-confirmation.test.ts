import { apiPaths, calendarFeedPaths, moveBookingPath, type TBookingEntry, zonedInstant } from '@carnet/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OPEN_MEETING_NAME } from '../../src/demo/meetings';
import { claimNextJob } from '../../src/jobs/job-claim';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { parseFeed } from '../helpers/ical-feed';
import { type CapturedMail, type SmtpCapture, startSmtpCapture } from '../helpers/smtp-capture';

let smtp: SmtpCapture;
let t: TestContext;
let meeting: { id: number; date: string };

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  meeting = await t.db.selectFrom('meetings').select(['id', 'date']).where('name', '=', OPEN_MEETING_NAME).executeTakeFirstOrThrow();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await t.db.deleteFrom('jobs').execute();
  smtp.messages.length = 0;
});

const bookingAt = async (startTime: string) =>
  t.db
    .selectFrom('meeting_bookings')
    .selectAll()
    .where('meeting_id', '=', meeting.id)
    .where('start_time', '=', startTime)
    .executeTakeFirstOrThrow();

/** The calendar file attached to a captured message, parsed by ical.js. */
function attachedCalendar(mail: CapturedMail) {
  const ics = mail.parsed.attachments.filter((a) => a.contentType.startsWith('text/calendar'));
  expect(ics).toHaveLength(1);
  expect(ics[0]?.filename).toBe('meeting.ics');
  return parseFeed(ics[0]!.content.toString('utf8'));
}

describe('the confirmation of a booked meeting', () => {
  it('goes to the booking parent with the slot, teacher and child, and an .ics with the UID the feed uses', async () => {
    const parent = await t.as('parent');
    const booked = await parent.post(apiPaths.bookMeetings, {
      bookMeetings: [
        {
          meetingId: meeting.id,
          startTime: '18:00',
          teacherId: t.school.teachers.bernard,
          teachingGroup: t.school.subjects.class6A[0],
          childId: t.school.children.lea,
        },
      ],
    });
    expect(booked.statusCode).toBe(200);
    const booking = await bookingAt('18:00');
    // The confirmation's job, then the e-mail it queued (decision 092).
    expect(await t.app.jobs.runDue()).toBe(2);
    const [mail] = await smtp.waitForCount(1);
    expect(mail?.to).toEqual(['parent@example.com']);
    expect(mail?.subject).toMatch(/^Appointment booked: Paul Bernard, .* at 18:00$/);
    expect(mail?.text).toContain('Paul Bernard about Léa (Mathematics, ');
    const calendar = attachedCalendar(mail!);
    expect(calendar.calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const uid = `meeting-booking-${booking.id}@localhost`;
    expect(calendar.uids).toEqual([uid]);
    const [event] = calendar.events;
    expect(event!.startDate.toJSDate().toISOString()).toBe(zonedInstant(meeting.date, '18:00', t.app.deps.config.schoolTimeZone));
    expect(event!.sequence).toBe(0);
    // The family's feed has the same event under the same UID: a calendar app merges the two.
    const url = (await parent.get(calendarFeedPaths.feed)).json().url as string;
    const feed = parseFeed((await t.anonymous.get(new URL(url).pathname)).body);
    expect(feed.byUid(uid)[0]?.startDate.toJSDate().toISOString()).toBe(event!.startDate.toJSDate().toISOString());
  });

  it('is written in the parent’s language, and a refused booking queues nothing', async () => {
    const parent = await t.as('parent');
    await parent.patch('/api/me', { language: 'fr' });
    try {
      const entry = {
        meetingId: meeting.id,
        startTime: '18:10',
        teacherId: t.school.teachers.bernard,
        teachingGroup: t.school.subjects.class3B[0],
        childId: t.school.children.hugo,
      };
      expect((await parent.post(apiPaths.bookMeetings, { bookMeetings: [entry] })).statusCode).toBe(200);
      expect((await parent.post(apiPaths.bookMeetings, { bookMeetings: [entry] })).statusCode).toBe(409);
      expect(await t.app.jobs.runDue()).toBe(2);
      const [mail] = await smtp.waitForCount(1);
      expect(mail?.subject).toMatch(/^Rendez-vous réservé\u00a0: Paul Bernard, /);
      expect(attachedCalendar(mail!).events[0]?.summary).toBe('Rendez-vous avec Paul Bernard pour Hugo');
    } finally {
      await parent.patch('/api/me', { language: 'en' });
    }
  });

  it('is sent again, with SEQUENCE bumped and the same UID, when the office moves the booking', async () => {
    const booking = await bookingAt('17:00');
    const office = await t.as('office');
    expect((await office.post(moveBookingPath(meeting.id, booking.id), { startTime: '18:40' })).statusCode).toBe(200);
    expect(await t.app.jobs.runDue()).toBe(2);
    const [mail] = await smtp.waitForCount(1);
    expect(mail?.subject).toMatch(/^Appointment moved: Claire Petit, .* at 18:40$/);
    const [event] = attachedCalendar(mail!).events;
    expect(event?.uid).toBe(`meeting-booking-${booking.id}@localhost`);
    expect(event?.sequence).toBe(1);
  });
});

const jobs = () => t.db.selectFrom('jobs').select(['kind', 'status', 'payload']).orderBy('id').execute();
const leaWithBernard = (startTime: string): TBookingEntry => ({
  meetingId: meeting.id,
  startTime,
  teacherId: t.school.teachers.bernard,
  teachingGroup: t.school.subjects.class6A[0]!,
  childId: t.school.children.lea,
});
const book = async (entries: TBookingEntry[]) => (await t.as('parent')).post(apiPaths.bookMeetings, { bookMeetings: entries });
/** Léa has one Maths appointment at most (one a subject): each test books hers afresh. */
const cancelAll = () => t.db.deleteFrom('meeting_bookings').where('child_id', '=', t.school.children.lea).execute();

// The confirmation is written by the job worker after the booking committed (decision 092): the
// booking's transaction records only which appointments to confirm, as a job.
describe('the confirmation written by the job worker', () => {
  beforeEach(cancelAll);

  it('is one job of ids in the booking; the worker writes the e-mail and its .ics after the commit', async () => {
    expect((await book([leaWithBernard('16:40')])).statusCode).toBe(200);
    const queued = await jobs();
    // No e-mail, no address, no calendar inside the booking's transaction: ids only.
    expect(queued.map((j) => [j.kind, j.status])).toEqual([['booking-confirmation', 'pending']]);
    expect(queued[0]?.payload).not.toContain('@');
    expect(await t.app.jobs.runDue()).toBe(2);
    const [mail] = await smtp.waitForCount(1);
    expect(mail?.to).toEqual(['parent@example.com']);
    expect(mail?.subject).toMatch(/^Appointment booked: Paul Bernard, .* at 16:40$/);
    expect(mail?.parsed.attachments.map((a) => a.filename)).toEqual(['meeting.ics']);
    expect((await jobs()).map((j) => [j.kind, j.status, j.kind === 'booking-confirmation' ? j.payload : '…'])).toEqual([
      ['booking-confirmation', 'done', '{}'],
      ['email', 'done', '…'],
    ]);
  });

  it('is not queued by a refused booking, whatever refused it', async () => {
    expect((await book([leaWithBernard('16:50')])).statusCode).toBe(200);
    await t.db.deleteFrom('jobs').execute();
    const refusals = [
      await book([leaWithBernard('16:50')]), // the slot is taken: 409
      await book([leaWithBernard('16:55')]), // not a slot of the grid: 400
      await book([leaWithBernard('17:20'), { ...leaWithBernard('17:30'), childId: t.school.children.noah }]), // another family's child: 404
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual([409, 400, 404]);
    expect(await jobs()).toEqual([]);
    expect(await t.app.jobs.runDue()).toBe(0);
  });

  it('is taken up by another worker when the one holding it died, and mailed once', async () => {
    expect((await book([leaWithBernard('17:40')])).statusCode).toBe(200);
    // A worker claims the job and dies before doing anything: its claim lapses five minutes later.
    const claimed = await claimNextJob(t.db, t.engine, new Date(), 60_000);
    expect(claimed?.kind).toBe('booking-confirmation');
    await t.db
      .updateTable('jobs')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', claimed!.id)
      .execute();
    expect(await t.app.jobs.runDue()).toBe(2);
    await smtp.waitForCount(1);
    expect(await t.app.jobs.runDue()).toBe(0);
    expect(smtp.messages).toHaveLength(1);
  });

  it('sends nothing for appointments cancelled before the worker ran', async () => {
    expect((await book([leaWithBernard('17:50')])).statusCode).toBe(200);
    const cancel = await (await t.as('parent')).post(apiPaths.cancelMeeting, leaWithBernard('17:50'));
    expect(cancel.statusCode).toBe(200);
    expect(await t.app.jobs.runDue()).toBe(1);
    expect((await jobs()).map((j) => [j.kind, j.status])).toEqual([['booking-confirmation', 'done']]);
    expect(smtp.messages).toEqual([]);
  });
});
