import { apiPaths, type TBookingEntry } from '@carnet/contract';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { OPEN_MEETING_NAME, PAST_MEETING_NAME } from '../../src/demo/meetings';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';

type Overrides = Partial<TBookingEntry>;
type Account = 'parent' | 'parent2';
type Response = { statusCode: number; json: () => { code: string; message: string } };

/**
 * What the meetings API tests share: a fresh app per file, the seeded meetings, booking-entry
 * builders, and the seeded bookings put back after every test. The functions can be destructured
 * at load time; `t`, `openId` and `pastId` are read through the returned object once set up.
 */
export function useMeetingTest() {
  let t: TestContext;
  let openId = 0;
  let pastId = 0;
  let seeded: Awaited<ReturnType<typeof bookings>> = [];

  const bookings = () =>
    t.db
      .selectFrom('meeting_bookings')
      .select(['meeting_id', 'teacher_id', 'subject_id', 'child_id', 'family_id', 'start_time', 'created_at'])
      .orderBy('meeting_id')
      .orderBy('start_time')
      .orderBy('teacher_id')
      .execute();
  const idNamed = async (name: string) =>
    (await t.db.selectFrom('meetings').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const at = (list: number[], index: number) => list[index] ?? Number.NaN;
  /** 6A: 0 Maths (Bernard), 1 French (Petit), 2 English (Smith), 3 History-Geography (Moreau), 4 Sciences (Laurent). */
  const subject6A = (index: number) => at(t.school.subjects.class6A, index);
  /** 3B: 0 Maths (Bernard), 1 French (Petit), 2 English (Smith). */
  const subject3B = (index: number) => at(t.school.subjects.class3B, index);
  const entry = (teacherId: number, teachingGroup: number, childId: number, overrides: Overrides): TBookingEntry => ({
    meetingId: openId,
    startTime: '16:40',
    teacherId,
    teachingGroup,
    childId,
    ...overrides,
  });

  beforeAll(async () => {
    t = await buildTestApp();
    openId = await idNamed(OPEN_MEETING_NAME);
    pastId = await idNamed(PAST_MEETING_NAME);
    seeded = await bookings();
  });
  afterAll(async () => t.close());
  afterEach(async () => {
    await t.db.deleteFrom('meeting_bookings').execute();
    await t.db.insertInto('meeting_bookings').values(seeded).execute();
  });

  return {
    get t() {
      return t;
    },
    get openId() {
      return openId;
    },
    get pastId() {
      return pastId;
    },
    subject6A,
    subject3B,
    bookings,
    /** Léa with Mr Bernard (Maths) at 16:40 in the open meeting, unless overridden. */
    lea: (overrides: Overrides = {}) => entry(t.school.teachers.bernard, subject6A(0), t.school.children.lea, overrides),
    /** Hugo with Mrs Smith (English 3B) at 16:40. */
    hugo: (overrides: Overrides = {}) => entry(t.school.teachers.smith, subject3B(2), t.school.children.hugo, overrides),
    /** Noah with Mrs Petit (French 6A) at 16:40. */
    noah: (overrides: Overrides = {}) => entry(t.school.teachers.petit, subject6A(1), t.school.children.noah, overrides),
    book: async (account: Account, entries: TBookingEntry[]): Promise<Response> =>
      (await t.as(account)).post(apiPaths.bookMeetings, { bookMeetings: entries }),
    cancel: async (account: Account, cancelEntry: TBookingEntry): Promise<Response> =>
      (await t.as(account)).post(apiPaths.cancelMeeting, cancelEntry),
    /** A refused write answers this status and code and leaves every booking as seeded. */
    async expectRefused(response: Response, status: number, code: string) {
      expect(response.statusCode).toBe(status);
      expect(response.json().code).toBe(code);
      expect(await bookings()).toEqual(seeded);
    },
  };
}
