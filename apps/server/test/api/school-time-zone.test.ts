import { addDays, apiPaths, schoolWeekStart, todayIn, type TOpenMeeting } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/demo';
import { OPEN_MEETING_NAME } from '../../src/demo/meetings';
import { createMeeting } from '../../src/modules/meetings/meetings.repository';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { signIn } from '../helpers/crash-burst';
import { startServer } from '../helpers/start-server';
import { testEngine } from '../helpers/test-database';

/**
 * "Today" is the school's (SCHOOL_TIME_ZONE), not UTC's nor the machine's: the lunch week, the
 * timetable week, this term and the meetings open for registration turn at the school's midnight.
 */

// A Friday at 23:30 UTC: already Saturday 00:30 in Paris, still Friday 18:30 in New York.
const FRIDAY_NIGHT = new Date('2026-01-09T23:30:00Z');

let instant = FRIDAY_NIGHT;
let paris: TestContext;
let newYork: TestContext;
beforeAll(async () => {
  paris = await buildTestApp({ now: () => instant });
  newYork = await buildTestApp({ env: { SCHOOL_TIME_ZONE: 'America/New_York' }, now: () => instant });
});
afterAll(async () => Promise.all([paris?.close(), newYork?.close()]));

describe('a school in Paris and one in New York, at the same instant', () => {
  it('show the lunch menu of the week their own clocks are in', async () => {
    instant = FRIDAY_NIGHT;
    const monday = async (t: TestContext, weekOffset: number) =>
      ((await (await t.as('parent')).get(apiPaths.food(weekOffset))).json() as { data: Array<{ date: string }> }).data[0]!.date;
    // On Saturday the coming week is this week for a family; on Friday it is still the week ending.
    expect(await monday(paris, 0)).toBe('2026-01-12');
    expect(await monday(newYork, 0)).toBe('2026-01-05');
    expect(await monday(paris, 1)).toBe('2026-01-19');
    expect(await monday(newYork, -1)).toBe('2025-12-29');
  });

  it('show the timetable of that week', async () => {
    instant = FRIDAY_NIGHT;
    const weekStart = async (t: TestContext) =>
      ((await (await t.as('parent')).get(apiPaths.timetable(t.school.children.lea, 0))).json() as { weekStart: string }).weekStart;
    expect(await weekStart(paris)).toBe('2026-01-12');
    expect(await weekStart(newYork)).toBe('2026-01-05');
  });

  it('open and close registration for meetings at their own midnight, for the list and for booking', async () => {
    instant = FRIDAY_NIGHT;
    for (const [t, isSaturday] of [
      [paris, true],
      [newYork, false],
    ] as const) {
      const { lea } = t.school.children;
      const common = { date: '2026-01-25', childIds: [lea] };
      // Opens on Saturday 10 January; the other closed on Friday 9 January.
      const opensSaturday = await createMeeting(t.db, {
        ...common,
        name: 'Opens Saturday',
        startRegistrationDate: '2026-01-10',
        endRegistrationDate: '2026-01-20',
      });
      const closedFriday = await createMeeting(t.db, {
        ...common,
        name: 'Closed Friday',
        startRegistrationDate: '2026-01-01',
        endRegistrationDate: '2026-01-09',
      });
      const parent = await t.as('parent');
      const open = ((await parent.get(apiPaths.openMeetings)).json() as TOpenMeeting[]).map((m) => m.meetingId);
      expect(open.includes(opensSaturday), `${t.app.deps.config.schoolTimeZone}: opens Saturday`).toBe(isSaturday);
      expect(open.includes(closedFriday), `${t.app.deps.config.schoolTimeZone}: closed Friday`).toBe(!isSaturday);

      const book = (meetingId: number, startTime: string) =>
        parent.post(apiPaths.bookMeetings, {
          bookMeetings: [
            { meetingId, childId: lea, teacherId: t.school.teachers.bernard, teachingGroup: t.school.subjects.class6A[0], startTime },
          ],
        });
      const [saturdayBooking, fridayBooking] = [await book(opensSaturday, '17:00'), await book(closedFriday, '17:10')];
      expect([saturdayBooking.statusCode, fridayBooking.statusCode]).toEqual(isSaturday ? [200, 409] : [409, 200]);
      expect((isSaturday ? fridayBooking : saturdayBooking).json().code).toBe('MEETING_CLOSED');
    }
  });

  it("say which term it is by the school's day, at the end of a term", async () => {
    const terms = await paris.db.selectFrom('school_terms').select(['name', 'start_date', 'end_date']).orderBy('start_date').execute();
    const index = terms.findIndex((term, i) => terms[i + 1] !== undefined && addDays(term.end_date, 1) < terms[i + 1]!.start_date);
    const [ending, next] = [terms[index]!, terms[index + 1]!];
    // 23:30 UTC on the term's last day: the next day in Paris (the holidays), still that day in New York.
    instant = new Date(`${ending.end_date}T23:30:00Z`);
    const thisTerm = async (t: TestContext) => (await (await t.as('student')).get(apiPaths.thisTerm)).json();
    expect(await thisTerm(paris)).toEqual({ name: next.name, start: next.start_date, end: next.end_date });
    expect(await thisTerm(newYork)).toEqual({ name: ending.name, start: ending.start_date, end: ending.end_date });
    instant = FRIDAY_NIGHT;
  });
});

// A process-level test (a real server, its own SQLite file): once, in the SQLite pass of the suite.
describe.skipIf(testEngine === 'postgres')('the real server on a machine in another zone than the school', () => {
  it("seeds and answers by the school's today, not the machine's", async () => {
    const machineZone = 'America/New_York';
    // Paris, as a French school would set; when Paris and New York are on the same day, a school far
    // east or west is taken instead, so that the machine's day and the school's always differ here.
    const schoolZone = ['Europe/Paris', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((zone) => todayIn(zone) !== todayIn(machineZone))!;
    const server = await startServer({ TZ: machineZone, SCHOOL_TIME_ZONE: schoolZone });
    try {
      const schoolDay = todayIn(schoolZone);
      expect(schoolDay).not.toBe(todayIn(machineZone));
      const { headers } = await signIn(server.url, DEMO_ACCOUNTS.parent.email, DEMO_ACCOUNTS.parent.password);
      const get = async <T>(path: string) => (await (await fetch(`${server.url}${path}`, { headers })).json()) as T;

      // The demo's open meeting takes place two weeks after the day the seed ran.
      const open = await get<TOpenMeeting[]>(apiPaths.openMeetings);
      expect(open.find((m) => m.name === OPEN_MEETING_NAME)?.date).toBe(addDays(schoolDay, 14));
      const food = await get<{ data: Array<{ date: string }> }>(apiPaths.food(0));
      expect(food.data[0]?.date).toBe(schoolWeekStart(schoolDay));
      const me = await get<{ familyInfo: { children: Array<{ id: number }> } }>(apiPaths.me);
      const timetable = await get<{ weekStart: string }>(apiPaths.timetable(me.familyInfo.children[0]!.id, 0));
      expect(timetable.weekStart).toBe(schoolWeekStart(schoolDay));
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});
