import { apiPaths, type TBookingEntry } from '@carnet/contract';
import type { LogEvent } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_MEETING_NAME } from '../../src/demo/meetings';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';

/**
 * A booking costs a fixed handful of statements whatever the number of slots it asks (decision 092):
 * one query checks every slot, one INSERT writes them, one row records the confirmation. Counted from
 * the database's own log while the request is answered (the guard's lookups included).
 */
let t: TestContext;
let statements: string[] | null = null;
const countStatement = (event: LogEvent) => statements?.push(event.query.sql);

beforeAll(async () => {
  t = await buildTestApp({ logQueries: countStatement });
});
afterAll(async () => t.close());

async function statementsOfBooking(entries: TBookingEntry[]): Promise<string[]> {
  const parent = await t.as('parent');
  statements = [];
  const response = await parent.post(apiPaths.bookMeetings, { bookMeetings: entries });
  const seen = statements;
  statements = null;
  expect(response.statusCode, response.body).toBe(200);
  return seen;
}

describe('the statements of a booking', () => {
  it('are as many for six slots as for one', async () => {
    const meetingId = (await t.db.selectFrom('meetings').select('id').where('name', '=', OPEN_MEETING_NAME).executeTakeFirstOrThrow()).id;
    const { teachers, subjects, children } = t.school;
    const lea = (startTime: string, teacherId: number, teachingGroup: number) => ({
      meetingId,
      startTime,
      teacherId,
      teachingGroup,
      childId: children.lea,
    });
    const one = await statementsOfBooking([lea('18:00', teachers.bernard, subjects.class6A[0]!)]);
    const six = await statementsOfBooking([
      lea('18:10', teachers.petit, subjects.class6A[1]!),
      lea('18:20', teachers.smith, subjects.class6A[2]!),
      lea('18:30', teachers.moreau, subjects.class6A[3]!),
      lea('18:40', teachers.laurent, subjects.class6A[4]!),
      { meetingId, startTime: '18:50', teacherId: teachers.bernard, teachingGroup: subjects.class3B[0]!, childId: children.hugo },
      { meetingId, startTime: '17:20', teacherId: teachers.smith, teachingGroup: subjects.class3B[2]!, childId: children.hugo },
    ]);
    expect(six.length).toBe(one.length);
    // After the guard's two lookups (the caller, the token's revocation): the check of every slot, then
    // the transaction with the bookings' INSERT and the confirmation's job.
    const shape = (sql: string) =>
      /^(begin|commit)/i.test(sql) ? sql.toLowerCase() : /^\w+ (into )?"?(\w+)"?/i.exec(sql)?.[0].toLowerCase();
    expect(six.slice(2).map(shape)).toEqual(['select "p"', 'begin', 'insert into "meeting_bookings"', 'insert into "jobs"', 'commit']);
    expect(six.slice(2)[0]).toMatch(/"meeting_participants"/);
  });
});
