import { apiPaths, calendarFeedPaths, moveBookingPath, zonedInstant } from '@carnet/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OPEN_MEETING_NAME } from '../../src/demo/meetings';
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
    expect(await t.app.jobs.runDue()).toBe(1);
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
      expect(await t.app.jobs.runDue()).toBe(1);
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
    expect(await t.app.jobs.runDue()).toBe(1);
    const [mail] = await smtp.waitForCount(1);
    expect(mail?.subject).toMatch(/^Appointment moved: Claire Petit, .* at 18:40$/);
    const [event] = attachedCalendar(mail!).events;
    expect(event?.uid).toBe(`meeting-booking-${booking.id}@localhost`);
    expect(event?.sequence).toBe(1);
  });
});
