import { addDays, calendarFeedPaths, calendarPaths, isoWeekday, zonedInstant } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_MEETING_NAME } from '../../src/demo/meetings';
import { buildTestApp, type DemoAccount, type TestContext } from '../helpers/build-test-app';
import { dayOf, occurrences, parseFeed } from '../helpers/ical-feed';
import { FEED_FETCHES_PER_IP_PER_MINUTE } from '../../src/modules/calendar-feeds/calendar-feeds.routes';

let t: TestContext;
const zone = () => t.app.deps.config.schoolTimeZone;

const feedUrlOf = async (account: DemoAccount) => {
  const response = await (await t.as(account)).get(calendarFeedPaths.feed);
  expect(response.statusCode).toBe(200);
  return (response.json() as { url: string }).url;
};
/** The feed as a calendar app fetches it: no session, only the address. */
const fetchFeed = (url: string) => t.anonymous.get(new URL(url).pathname);
const feedOf = async (account: DemoAccount) => {
  const response = await fetchFeed(await feedUrlOf(account));
  expect(response.statusCode).toBe(200);
  return parseFeed(response.body);
};

/** The Christmas gap of the demo's current school year: the last day of one term and the first of the next. */
async function holidayGap() {
  const terms = await t.db.selectFrom('school_terms').selectAll().orderBy('start_date').execute();
  const today = new Date().toISOString().slice(0, 10);
  const index = terms.findIndex((term, i) => term.end_date >= today && terms[i + 1] !== undefined);
  const [before, after] = [terms[index], terms[index + 1]];
  if (!before || !after) throw new Error('the demo has no holiday ahead');
  return { before, after };
}

let seriesDates: string[] = [];
let bookingId = 0;
let gap: Awaited<ReturnType<typeof holidayGap>>;
const WEEKDAY = 4; // Thursday, 16:00 to 17:00: after the demo's lessons, so this weekly lesson is the only one then.

beforeAll(async () => {
  t = await buildTestApp();
  gap = await holidayGap();
  // Maths for 6A every Thursday from a week before the holidays to three weeks after: the office's
  // own API keeps lessons to term days, so the holiday weeks have none.
  const office = await t.as('office');
  const created = await office.post(calendarPaths.series, {
    subjectId: t.school.subjects.class6A[0],
    weekday: WEEKDAY,
    startHour: '16:00',
    endHour: '17:00',
    hallName: 'B12',
    from: addDays(gap.before.end_date, -13),
    to: addDays(gap.after.start_date, 21),
    pattern: 'every',
  });
  expect(created.statusCode).toBe(200);
  seriesDates = (created.json() as { dates: string[] }).dates;
  const meeting = await t.db.selectFrom('meetings').selectAll().where('name', '=', OPEN_MEETING_NAME).executeTakeFirstOrThrow();
  const booked = await (
    await t.as('parent')
  ).post('/api/meeting/book', {
    bookMeetings: [
      {
        meetingId: meeting.id,
        startTime: '17:20',
        teacherId: t.school.teachers.bernard,
        teachingGroup: t.school.subjects.class6A[0],
        childId: t.school.children.lea,
      },
    ],
  });
  expect(booked.statusCode).toBe(200);
  bookingId = (
    await t.db
      .selectFrom('meeting_bookings')
      .select('id')
      .where('meeting_id', '=', meeting.id)
      .where('start_time', '=', '17:20')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => t?.close());

describe('GET /cal/<secret>.ics', () => {
  it('answers an iCalendar file with the school zone, never cached, without a session', async () => {
    const response = await fetchFeed(await feedUrlOf('parent'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const feed = parseFeed(response.body);
    expect(feed.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Carnet: Martin family');
    const vtimezone = feed.calendar.getFirstSubcomponent('vtimezone');
    expect(vtimezone?.getFirstPropertyValue('tzid')).toBe(zone());
    expect(vtimezone?.getAllSubcomponents('daylight').length).toBeGreaterThan(0);
  });

  it('holds the term dates and the holidays between terms as all-day events', async () => {
    const feed = await feedOf('parent');
    const [holiday] = feed.byUid(`holidays-after-term-${gap.before.id}@localhost`);
    expect(holiday?.summary).toBe('School holidays');
    expect(holiday?.startDate.isDate).toBe(true);
    expect(dayOf(holiday!.startDate)).toBe(addDays(gap.before.end_date, 1));
    // DTEND of an all-day event is the day after the last: the first day of the next term.
    expect(dayOf(holiday!.endDate)).toBe(gap.after.start_date);
    const [last] = feed.byUid(`term-${gap.before.id}-last@localhost`);
    expect(last?.summary).toBe(`${gap.before.name}: last day`);
    expect(dayOf(last!.startDate)).toBe(gap.before.end_date);
    const termEvent = await t.db
      .selectFrom('term_events')
      .selectAll()
      .where('date', '>=', gap.before.start_date)
      .orderBy('date')
      .executeTakeFirstOrThrow();
    const [event] = feed.byUid(`term-event-${termEvent.id}@localhost`);
    expect(event?.summary).toBe(termEvent.title_en);
    expect(dayOf(event!.startDate)).toBe(termEvent.date);
  });

  it("holds a child's weekly lesson with RRULE and EXDATEs: none in the holiday weeks, each other week at 16:00 school time", async () => {
    const feed = await feedOf('parent');
    const lea = t.school.children.lea;
    const [lesson] = feed.byUid(`lesson-${lea}-${t.school.subjects.class6A[0]}-${WEEKDAY}-1600-1700@localhost`);
    expect(lesson?.summary).toBe('Léa: Mathematics');
    expect(lesson?.location).toBe('Hall B12');
    expect(lesson?.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe(zone());
    const rule = lesson!.component.getFirstPropertyValue('rrule') as unknown as { freq: string };
    expect(rule.freq).toBe('WEEKLY');
    const holidayThursdays = [];
    for (let day = addDays(gap.before.end_date, 1); day < gap.after.start_date; day = addDays(day, 1)) {
      if (isoWeekday(day) === WEEKDAY) holidayThursdays.push(day);
    }
    expect(holidayThursdays.length).toBeGreaterThan(0);
    const exdates = lesson!.component.getAllProperties('exdate').flatMap((p) => p.getValues().map((v) => String(v).slice(0, 10)));
    expect(exdates).toEqual(holidayThursdays);
    const expected = seriesDates.map((date) => zonedInstant(date, '16:00', zone()));
    const found = occurrences(lesson!, new Date(`${addDays(gap.after.start_date, 60)}T00:00:00Z`));
    expect(found).toEqual(expected);
    for (const day of holidayThursdays) expect(found).not.toContain(zonedInstant(day, '16:00', zone()));
  });

  it('holds the booked meeting at its instant, with the same UIDs from one fetch to the next', async () => {
    const first = await feedOf('parent');
    const meeting = await t.db.selectFrom('meetings').selectAll().where('name', '=', OPEN_MEETING_NAME).executeTakeFirstOrThrow();
    const [booking] = first.byUid(`meeting-booking-${bookingId}@localhost`);
    expect(booking?.summary).toBe('Meeting with Paul Bernard about Léa');
    expect(booking!.startDate.toJSDate().toISOString()).toBe(zonedInstant(meeting.date, '17:20', zone()));
    const second = await feedOf('parent');
    expect(second.uids.sort()).toEqual(first.uids.sort());
    expect(new Set(first.uids.filter((uid) => !uid.includes('@'))).size).toBe(0);
  });

  it("shows one family nothing of another's, and a student only their own timetable", async () => {
    const dubois = await feedOf('parent2');
    const summaries = dubois.events.map((e) => e.summary);
    expect(summaries.some((s) => s.startsWith('Noah: '))).toBe(true);
    expect(summaries.some((s) => /Léa|Hugo/.test(s))).toBe(false);
    expect(dubois.uids).not.toContain(`meeting-booking-${bookingId}@localhost`);
    const martin = await feedOf('parent');
    expect(martin.events.some((e) => e.summary.startsWith('Hugo: '))).toBe(true);
    expect(martin.events.some((e) => e.summary.includes('Noah'))).toBe(false);
    const student = await feedOf('student');
    expect(student.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Carnet: Léa Martin');
    const lessons = student.uids.filter((uid) => uid.startsWith('lesson-'));
    expect(lessons.length).toBeGreaterThan(0);
    expect(lessons.every((uid) => uid.startsWith(`lesson-${t.school.children.lea}-`))).toBe(true);
    expect(student.uids.some((uid) => uid.startsWith('meeting-booking-'))).toBe(false);
  });

  it('speaks the account language', async () => {
    const parent = await t.as('parent');
    expect((await parent.patch('/api/me', { language: 'fr' })).statusCode).toBe(200);
    try {
      const feed = await feedOf('parent');
      expect(feed.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Carnet\u00a0: famille Martin');
      expect(feed.byUid(`holidays-after-term-${gap.before.id}@localhost`)[0]?.summary).toBe('Vacances scolaires');
    } finally {
      await parent.patch('/api/me', { language: 'en' });
    }
  });

  it('answers the same bare 404 for an unknown, malformed or reset address, and the new one works at once', async () => {
    const old = await feedUrlOf('student');
    const parent = await t.as('student');
    const reset = await parent.post(calendarFeedPaths.reset);
    expect(reset.statusCode).toBe(200);
    const fresh = (reset.json() as { url: string }).url;
    expect(fresh).not.toBe(old);
    expect(fresh).toMatch(/^http:\/\/localhost:\d+\/cal\/[A-Za-z0-9_-]{43}\.ics$/);
    const refusals = [await fetchFeed(old), await t.anonymous.get('/cal/nothing.ics'), await t.anonymous.get(`/cal/${'a'.repeat(43)}.ics`)];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(refusals[0]!.json());
    }
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
    expect(await feedUrlOf('student')).toBe(fresh);
  });

  it("answers 404 for a deactivated account's feed, and serves it again once the account is back", async () => {
    const url = await feedUrlOf('parent2');
    const user = t.school.users.parent2;
    await t.db.updateTable('users').set({ deactivated_at: new Date().toISOString() }).where('id', '=', user).execute();
    try {
      expect((await fetchFeed(url)).statusCode).toBe(404);
    } finally {
      await t.db.updateTable('users').set({ deactivated_at: null }).where('id', '=', user).execute();
    }
    expect((await fetchFeed(url)).statusCode).toBe(200);
  });

  it('keeps only a hash and a sealed copy of the secret in the database', async () => {
    const url = await feedUrlOf('parent');
    const secret = /\/cal\/(.+)\.ics$/.exec(url)?.[1] ?? '';
    const rows = await t.db.selectFrom('calendar_feeds').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it('refuses the address to staff and to callers without a session', async () => {
    expect((await t.anonymous.get(calendarFeedPaths.feed)).statusCode).toBe(401);
    expect((await (await t.as('office')).get(calendarFeedPaths.feed)).statusCode).toBe(403);
    expect((await (await t.as('office')).post(calendarFeedPaths.reset)).statusCode).toBe(403);
  });

  // Last: it spends this address's fetches for the minute.
  it('answers 429 with Retry-After past the fetches one address may make in a minute', async () => {
    // Unknown addresses count too: the limit is what keeps secrets from being guessed.
    const url = `/cal/${'x'.repeat(43)}.ics`;
    let last = await t.anonymous.get(url);
    for (let i = 0; i < FEED_FETCHES_PER_IP_PER_MINUTE && last.statusCode !== 429; i += 1) last = await t.anonymous.get(url);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json().code).toBe('RATE_LIMITED');
  });
});
