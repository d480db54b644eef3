import type { Db } from '../../db/connect';
import { nowInstant } from '../../db/values';

/** A meeting's dates are always given: the repository does not decide what "today" is. */
export type MeetingOverrides = {
  name?: string;
  date: string;
  startRegistrationDate: string;
  endRegistrationDate: string;
  startTime?: string;
  endTime?: string;
  durationInMinutes?: number;
  childIds?: number[];
};

/** A meeting and its participants, without notifications (publishMeeting adds those). */
export async function createMeeting(db: Db, overrides: MeetingOverrides): Promise<number> {
  const row = await db
    .insertInto('meetings')
    .values({
      name: overrides.name ?? 'Parent-teacher meetings',
      date: overrides.date,
      start_registration_date: overrides.startRegistrationDate,
      end_registration_date: overrides.endRegistrationDate,
      start_time: overrides.startTime ?? '16:30',
      end_time: overrides.endTime ?? '19:00',
      duration_in_minutes: overrides.durationInMinutes ?? 10,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addMeetingParticipants(db, row.id, overrides.childIds ?? []);
  return row.id;
}

export async function addMeetingParticipants(db: Db, meetingId: number, childIds: number[]): Promise<void> {
  if (childIds.length === 0) return;
  await db
    .insertInto('meeting_participants')
    .values(childIds.map((childId) => ({ meeting_id: meetingId, child_id: childId })))
    .execute();
}

/** A booking as the seed or a test sets it up; the family is the child's. */
export async function createMeetingBooking(
  db: Db,
  input: { meetingId: number; teacherId: number; subjectId: number; childId: number; startTime: string },
): Promise<number> {
  const child = await db.selectFrom('children').select('family_id').where('id', '=', input.childId).executeTakeFirstOrThrow();
  const row = await db
    .insertInto('meeting_bookings')
    .values({
      meeting_id: input.meetingId,
      teacher_id: input.teacherId,
      subject_id: input.subjectId,
      child_id: input.childId,
      family_id: child.family_id,
      start_time: input.startTime,
      created_at: nowInstant(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
