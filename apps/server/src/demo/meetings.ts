import { addDays } from '@carnet/contract';
import type { Db } from '../db/connect';
import { loadActor } from '../lib/actor';
import { bookMeetings } from '../modules/meetings/bookings.service';
import { publishMeeting } from '../modules/meetings/meetings.publish';
import { createMeeting, createMeetingBooking } from '../modules/meetings/meetings.repository';
import type { DemoSchool } from './people';

export const OPEN_MEETING_NAME = 'Parent-teacher meetings, first term';
export const PAST_MEETING_NAME = 'Parent-teacher meetings, last school year';

/** Subject indexes in DemoSchool.subjects: 6A is Maths, French, English, History-Geography, Sciences, PE. */
const MATHS = 0;
const FRENCH = 1;
const SCIENCES = 4;

/**
 * One meeting open for registration today with a few slots already used (so the picker shows
 * disabled times), and one long past so closed meetings exist. Léa has no booking yet: the
 * Martin parent sees 'There are still N unbooked meetings'.
 */
export async function seedMeetings(db: Db, school: DemoSchool, today: string): Promise<void> {
  const { children, subjects, teachers } = school;
  const subject = (list: number[], index: number) => {
    const id = list[index];
    if (id === undefined) throw new Error(`The demo school has no subject #${index}`);
    return id;
  };

  const openMeeting = await publishMeeting(db, {
    name: OPEN_MEETING_NAME,
    date: addDays(today, 14),
    startRegistrationDate: addDays(today, -3),
    endRegistrationDate: addDays(today, 10),
    startTime: '16:30',
    endTime: '19:00',
    durationInMinutes: 10,
    childIds: [children.lea, children.hugo, children.noah],
  });
  // The families booked these through the same service as the API call.
  const openBookings = [
    {
      parent: school.users.parent2,
      childId: children.noah,
      teacherId: teachers.bernard,
      teachingGroup: subject(subjects.class6A, MATHS),
      startTime: '16:30',
    },
    {
      parent: school.users.parent2,
      childId: children.noah,
      teacherId: teachers.laurent,
      teachingGroup: subject(subjects.class6A, SCIENCES),
      startTime: '17:10',
    },
    {
      parent: school.users.parent,
      childId: children.hugo,
      teacherId: teachers.petit,
      teachingGroup: subject(subjects.class3B, FRENCH),
      startTime: '17:00',
    },
  ];
  for (const { parent, ...entry } of openBookings) {
    const actor = await loadActor(db, parent);
    if (!actor) throw new Error('The demo school lacks a parent account');
    await bookMeetings(db, actor, { bookMeetings: [{ meetingId: openMeeting, ...entry }] }, today);
  }

  // Announced and closed long ago: no fresh notification, and booked when it was still open.
  const pastMeeting = await createMeeting(db, {
    name: PAST_MEETING_NAME,
    date: addDays(today, -120),
    startRegistrationDate: addDays(today, -150),
    endRegistrationDate: addDays(today, -125),
    startTime: '17:00',
    endTime: '19:00',
    durationInMinutes: 15,
    childIds: [children.lea, children.hugo],
  });
  await createMeetingBooking(db, {
    meetingId: pastMeeting,
    childId: children.lea,
    teacherId: teachers.bernard,
    subjectId: subject(subjects.class6A, MATHS),
    startTime: '17:00',
  });
}
