import { apiPaths, type TBookingEntry } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMeetingParticipants } from '../../src/modules/meetings/meetings.repository';
import { createChild, createFamily, createUser } from '../../src/modules/family/people.repository';
import { DEMO_ACCOUNTS } from '../../src/demo';
import { OPEN_MEETING_NAME } from '../../src/demo/meetings';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { TestClient } from '../helpers/test-client';

/** Families of the 6A class besides Martin and Dubois, each with one child and one parent. */
const EXTRA_FAMILIES = 12;

type Booker = { client: TestClient; childId: number };

let t: TestContext;
let openId: number;
let bookers: Booker[];

const subject6A = (index: number) => t.school.subjects.class6A[index]!;

beforeAll(async () => {
  // Every extra parent signs in through POST /api/login, more than the per-address login limit allows.
  t = await buildTestApp({ env: { LOGIN_MAX_PER_IP: '1000' } });
  openId = (await t.db.selectFrom('meetings').select('id').where('name', '=', OPEN_MEETING_NAME).executeTakeFirstOrThrow()).id;
  const { password_hash: passwordHash } = await t.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', t.school.users.parent)
    .executeTakeFirstOrThrow();
  const extra: Array<{ email: string; childId: number }> = [];
  for (let i = 1; i <= EXTRA_FAMILIES; i += 1) {
    const familyId = await createFamily(t.db, { name: `Race ${i}` });
    const childId = await createChild(t.db, familyId, {
      firstName: `Child${i}`,
      lastName: `Race ${i}`,
      className: '6A',
      subjectIds: t.school.subjects.class6A,
    });
    const email = `race${i}@example.com`;
    await createUser(t.db, {
      email,
      password: '',
      passwordHash,
      roles: ['ROLE_PARENT', 'ROLE_USER'],
      firstName: 'Parent',
      lastName: `Race ${i}`,
      familyId,
    });
    extra.push({ email, childId });
  }
  await addMeetingParticipants(
    t.db,
    openId,
    extra.map((e) => e.childId),
  );
  bookers = [
    { client: await t.as('parent'), childId: t.school.children.lea },
    // Noah already sees Mr Bernard at 16:30, so his Maths requests can only lose.
    { client: await t.as('parent2'), childId: t.school.children.noah },
    ...(await Promise.all(
      extra.map(async (e) => ({ client: await TestClient.logIn(t.app, e.email, DEMO_ACCOUNTS.parent.password), childId: e.childId })),
    )),
  ];
});
afterAll(async () => t.close());

const slotRows = (teacherIds: number[], times: string[]) =>
  t.db
    .selectFrom('meeting_bookings')
    .select(['teacher_id', 'start_time', 'child_id', 'subject_id'])
    .where('meeting_id', '=', openId)
    .where('teacher_id', 'in', teacherIds)
    .where('start_time', 'in', times)
    .orderBy('start_time')
    .orderBy('teacher_id')
    .execute();

/** Fires every request at once; in-process inject, so on PostgreSQL they really overlap on the pool. */
async function fireAll(requests: Array<{ booker: Booker; entries: TBookingEntry[] }>) {
  const responses = await Promise.all(
    requests.map(({ booker, entries }) => booker.client.post(apiPaths.bookMeetings, { bookMeetings: entries })),
  );
  expect(responses.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
  const losers = responses.filter((r) => r.statusCode !== 200);
  expect(new Set(losers.map((r) => `${r.statusCode} ${r.json().code}`))).toEqual(new Set(['409 SLOT_TAKEN']));
  return responses.flatMap((r, i) => (r.statusCode === 200 ? [requests[i]!] : []));
}

describe('concurrent bookings', () => {
  it('gives each slot of a teacher to exactly one of 126 simultaneous requests', async () => {
    const times = ['16:40', '17:00', '17:20'];
    const requests = Array.from({ length: 126 }, (_, i) => {
      const booker = bookers[i % bookers.length]!;
      const entry = {
        meetingId: openId,
        startTime: times[i % times.length]!,
        teacherId: t.school.teachers.bernard,
        teachingGroup: subject6A(0),
        childId: booker.childId,
      };
      return { booker, entries: [entry] };
    });
    const winners = await fireAll(requests);

    expect(winners).toHaveLength(times.length);
    const rows = await slotRows([t.school.teachers.bernard], times);
    expect(rows.map((r) => r.start_time)).toEqual(times);
    const won = winners.map((w) => `${w.entries[0]!.startTime} ${w.booker.childId}`).sort();
    expect(rows.map((r) => `${r.start_time} ${r.child_id}`).sort()).toEqual(won);
    expect(new Set(rows.map((r) => r.child_id)).size).toBe(times.length);
    expect(rows.some((r) => r.child_id === t.school.children.noah)).toBe(false);
  });

  it('books two-slot requests in opposite orders all or nothing, without a deadlock surfacing', async () => {
    const { smith, moreau } = t.school.teachers;
    const english = { teacherId: smith, teachingGroup: subject6A(2) };
    const history = { teacherId: moreau, teachingGroup: subject6A(3) };
    const requests = Array.from({ length: 84 }, (_, i) => {
      const booker = bookers[i % bookers.length]!;
      const base = { meetingId: openId, childId: booker.childId };
      const entries =
        i % 2 === 0
          ? [
              { ...base, ...english, startTime: '18:00' },
              { ...base, ...history, startTime: '18:10' },
            ]
          : [
              { ...base, ...history, startTime: '18:00' },
              { ...base, ...english, startTime: '18:10' },
            ];
      return { booker, entries };
    });
    const winners = await fireAll(requests);

    // One request of each shape can win: together they fill the four slots.
    expect(winners).toHaveLength(2);
    const rows = await slotRows([smith, moreau], ['18:00', '18:10']);
    expect(rows).toHaveLength(4);
    const won = winners.flatMap((w) => w.entries.map((e) => `${e.startTime} ${e.teacherId} ${e.childId}`)).sort();
    expect(rows.map((r) => `${r.start_time} ${r.teacher_id} ${r.child_id}`).sort()).toEqual(won);
  });
});
