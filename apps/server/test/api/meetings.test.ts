import { addDays, apiPaths } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeeting } from '../../src/modules/meetings/meetings.repository';
import { OPEN_MEETING_NAME, PAST_MEETING_NAME } from '../../src/demo/meetings';
import { AppError } from '../../src/lib/app-error';
import { publishMeeting } from '../../src/modules/meetings/meetings.publish';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { schoolToday } from '../helpers/school-day';

let t: TestContext;
let openId: number;
let pastId: number;
const today = schoolToday();

async function meetingIdNamed(name: string): Promise<number> {
  return (await t.db.selectFrom('meetings').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

beforeAll(async () => {
  t = await buildTestApp();
  openId = await meetingIdNamed(OPEN_MEETING_NAME);
  pastId = await meetingIdNamed(PAST_MEETING_NAME);
});
afterAll(async () => t.close());

describe('GET /api/meeting/open', () => {
  it("lists one entry per open meeting and child of the caller's family", async () => {
    const { lea, hugo, noah } = t.school.children;
    const expected = (childId: number) => ({
      meetingId: openId,
      child: { id: childId },
      name: OPEN_MEETING_NAME,
      date: addDays(today, 14),
    });
    const martin = await (await t.as('parent')).get(apiPaths.openMeetings);
    expect(martin.statusCode).toBe(200);
    expect(martin.json()).toEqual([expected(lea), expected(hugo)]);
    const dubois = await (await t.as('parent2')).get(apiPaths.openMeetings);
    expect(dubois.json()).toEqual([expected(noah)]);
  });

  it('includes a window that opens or closes today, and leaves out one that has not opened or has ended', async () => {
    const { lea } = t.school.children;
    const windows = {
      opensToday: [today, addDays(today, 5)],
      closesToday: [addDays(today, -5), today],
      notYet: [addDays(today, 1), addDays(today, 5)],
      ended: [addDays(today, -5), addDays(today, -1)],
    } as const;
    const ids: Record<string, number> = {};
    for (const [name, [start, end]] of Object.entries(windows)) {
      ids[name] = await createMeeting(t.db, {
        name,
        date: addDays(today, 14),
        startRegistrationDate: start,
        endRegistrationDate: end,
        childIds: [lea],
      });
    }
    try {
      const list: Array<{ meetingId: number; child: { id: number } }> = (await (await t.as('parent')).get(apiPaths.openMeetings)).json();
      const listed = list.filter((m) => m.child.id === lea).map((m) => m.meetingId);
      expect(listed).toContain(ids.opensToday);
      expect(listed).toContain(ids.closesToday);
      expect(listed).not.toContain(ids.notYet);
      expect(listed).not.toContain(ids.ended);
      expect(listed).not.toContain(pastId);
    } finally {
      await t.db.deleteFrom('meetings').where('id', 'in', Object.values(ids)).execute();
    }
  });

  it('answers 401 without a token and 403 to a student', async () => {
    expect((await t.anonymous.get(apiPaths.openMeetings)).statusCode).toBe(401);
    const student = await (await t.as('student')).get(apiPaths.openMeetings);
    expect(student.statusCode).toBe(403);
    expect(student.json().code).toBe('FORBIDDEN');
  });
});

describe('GET /api/meeting/info/:meetingId', () => {
  // Another family's booking tells the teacher and the time only: not the child, nor their subject or group.
  const slot = (teacher: number, pupil: number | null, teachingGroup: number | undefined, time: string) => ({
    teacher,
    pupil,
    teachingGroup: pupil === null ? null : teachingGroup,
    time,
  });
  const usedSlots = (pupils: { noah: number | null; hugo: number | null }) => [
    slot(t.school.teachers.bernard, pupils.noah, t.school.subjects.class6A[0], '16:30'),
    slot(t.school.teachers.petit, pupils.hugo, t.school.subjects.class3B[1], '17:00'),
    slot(t.school.teachers.laurent, pupils.noah, t.school.subjects.class6A[4], '17:10'),
  ];

  it('answers the meeting with every used slot, naming only the caller’s own children and their subjects', async () => {
    const { hugo, noah } = t.school.children;
    const martin = await (await t.as('parent')).get(apiPaths.meetingInfo(openId));
    expect(martin.statusCode).toBe(200);
    expect(martin.json()).toEqual({
      id: openId,
      name: OPEN_MEETING_NAME,
      date: addDays(today, 14),
      startRegistrationDate: addDays(today, -3),
      endRegistrationDate: addDays(today, 10),
      startTime: '16:30',
      endTime: '19:00',
      durationInMinutes: 10,
      usedSlots: usedSlots({ noah: null, hugo }),
    });
    const dubois = await (await t.as('parent2')).get(apiPaths.meetingInfo(openId));
    expect(dubois.json().usedSlots).toEqual(usedSlots({ noah, hugo: null }));
    expect(JSON.stringify(dubois.json())).not.toMatch(/family|Martin|Hugo/i);
  });

  it('answers a closed meeting the family took part in, with its own bookings only', async () => {
    const response = await (await t.as('parent')).get(apiPaths.meetingInfo(pastId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: pastId,
      endRegistrationDate: addDays(today, -125),
      startTime: '17:00',
      durationInMinutes: 15,
    });
    expect(response.json().usedSlots).toEqual([
      { teacher: t.school.teachers.bernard, pupil: t.school.children.lea, teachingGroup: t.school.subjects.class6A[0], time: '17:00' },
    ]);
  });

  it('answers 404 for a meeting none of the caller’s children takes part in, or that does not exist', async () => {
    const dubois = await t.as('parent2');
    for (const id of [pastId, 999_999]) {
      const response = await dubois.get(apiPaths.meetingInfo(id));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Meeting not found' });
    }
  });

  it('answers 400 for an id that is not a positive integer', async () => {
    const parent = await t.as('parent');
    for (const id of ['abc', '0', '-1', '1.5']) {
      const response = await parent.get(`/api/meeting/info/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('answers 401 without a token and 403 to a student', async () => {
    expect((await t.anonymous.get(apiPaths.meetingInfo(openId))).statusCode).toBe(401);
    expect((await (await t.as('student')).get(apiPaths.meetingInfo(openId))).statusCode).toBe(403);
  });
});

describe('publishMeeting', () => {
  const meetingNotifications = (meetingId: number) =>
    t.db
      .selectFrom('notifications')
      .select(['user_id', 'subject', 'subject_id', 'link', 'seen'])
      .where('subject', '=', 'meeting')
      .where('subject_id', '=', meetingId)
      .orderBy('user_id')
      .execute();

  it('told each family of the seeded meeting once, through its parents, and not the student', async () => {
    const { parent, parent2 } = t.school.users;
    expect(await meetingNotifications(openId)).toEqual([
      { user_id: parent, subject: 'meeting', subject_id: openId, link: '', seen: 0 },
      { user_id: parent2, subject: 'meeting', subject_id: openId, link: '', seen: 0 },
    ]);
    expect(await meetingNotifications(pastId)).toEqual([]);
  });

  it('writes the meeting, its participants and one notification for a family of two participants', async () => {
    const { lea, hugo } = t.school.children;
    const meetingId = await publishMeeting(t.db, {
      name: 'Second term meetings',
      date: addDays(today, 60),
      startRegistrationDate: addDays(today, 40),
      endRegistrationDate: addDays(today, 55),
      startTime: '17:00',
      endTime: '18:00',
      durationInMinutes: 15,
      childIds: [lea, hugo],
    });
    const participants = await t.db
      .selectFrom('meeting_participants')
      .select('child_id')
      .where('meeting_id', '=', meetingId)
      .orderBy('child_id')
      .execute();
    expect(participants.map((p) => p.child_id)).toEqual([lea, hugo].sort((a, b) => a - b));
    const notified = await meetingNotifications(meetingId);
    expect(notified.map((n) => n.user_id)).toEqual([t.school.users.parent]);
  });

  it('refuses a meeting without slots or participants and writes nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('meetings')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const base = {
      name: 'Broken',
      date: addDays(today, 30),
      startRegistrationDate: today,
      endRegistrationDate: addDays(today, 5),
      startTime: '17:00',
      endTime: '18:00',
      durationInMinutes: 10,
      childIds: [t.school.children.lea],
    };
    for (const input of [
      { ...base, durationInMinutes: 0 },
      { ...base, durationInMinutes: -10 },
      { ...base, endTime: '17:00' },
      { ...base, childIds: [] },
      { ...base, startRegistrationDate: addDays(today, 6) },
    ]) {
      await expect(publishMeeting(t.db, input)).rejects.toBeInstanceOf(AppError);
    }
    expect(await count()).toBe(before);
  });
});
