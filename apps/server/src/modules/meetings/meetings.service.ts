import type { TMeetingInfo, TOpenMeeting } from '@carnet/contract';
import type { Db } from '../../db/connect';
import type { Actor } from '../../lib/actor';
import { isOwnChild, whereOwnChild } from '../../lib/own-children';
import { AppError, notFound } from '../../lib/app-error';

/** The registration window is inclusive at both ends; ISO dates compare as text. */
export function isRegistrationOpen(meeting: { start_registration_date: string; end_registration_date: string }, today: string): boolean {
  return meeting.start_registration_date <= today && today <= meeting.end_registration_date;
}

export const meetingClosed = () => new AppError('MEETING_CLOSED', 'meetings.closed');

/** One entry per (meeting, child of the caller) whose registration window includes today. */
export async function listOpenMeetings(db: Db, actor: Actor, today: string): Promise<TOpenMeeting[]> {
  const rows = await db
    .selectFrom('meetings')
    .innerJoin('meeting_participants as p', 'p.meeting_id', 'meetings.id')
    .select(['meetings.id', 'meetings.name', 'meetings.date', 'p.child_id'])
    .where((eb) => whereOwnChild(eb, actor, 'p.child_id'))
    .where('meetings.start_registration_date', '<=', today)
    .where('meetings.end_registration_date', '>=', today)
    .orderBy('meetings.date')
    .orderBy('meetings.id')
    .orderBy('p.child_id')
    .execute();
  return rows.map((r) => ({ meetingId: r.id, child: { id: r.child_id }, name: r.name, date: r.date }));
}

/**
 * A meeting one of the caller's children takes part in (404 otherwise, so other meetings stay
 * unseen). Every booking is listed so taken slots can be disabled, but only the caller's own
 * children are named: other families' bookings carry `pupil: null`.
 */
export async function getMeetingInfo(db: Db, actor: Actor, meetingId: number): Promise<TMeetingInfo> {
  const meeting = await db
    .selectFrom('meetings')
    .selectAll()
    .where('id', '=', meetingId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('meeting_participants as p')
          .select('p.child_id')
          .whereRef('p.meeting_id', '=', 'meetings.id')
          .where((inner) => whereOwnChild(inner, actor, 'p.child_id')),
      ),
    )
    .executeTakeFirst();
  if (!meeting) throw notFound('Meeting');
  const bookings = await db
    .selectFrom('meeting_bookings')
    .select(['teacher_id', 'child_id', 'subject_id', 'start_time'])
    .where('meeting_id', '=', meetingId)
    .orderBy('start_time')
    .orderBy('teacher_id')
    .execute();
  return {
    id: meeting.id,
    name: meeting.name,
    date: meeting.date,
    startRegistrationDate: meeting.start_registration_date,
    endRegistrationDate: meeting.end_registration_date,
    startTime: meeting.start_time,
    endTime: meeting.end_time,
    durationInMinutes: meeting.duration_in_minutes,
    // Least data: another family's booking is a taken teacher and time, nothing that could identify it.
    usedSlots: bookings.map((b) =>
      isOwnChild(actor, b.child_id)
        ? { teacher: b.teacher_id, pupil: b.child_id, teachingGroup: b.subject_id, time: b.start_time }
        : { teacher: b.teacher_id, pupil: null, teachingGroup: null, time: b.start_time },
    ),
  };
}
