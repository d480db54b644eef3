import { addDays } from '@carnet/contract';
import { publishMeeting } from '../modules/meetings/meetings.publish';
import type { Db } from '../db/connect';
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
  const openBookings = [
    { childId: children.noah, teacherId: teachers.bernard, subjectId: subject(subjects.class6A, MATHS), startTime: '16:30' },
    { childId: children.noah, teacherId: teachers.laurent, subjectId: subject(subjects.class6A, SCIENCES), startTime: '17:10' },
    { childId: children.hugo, teacherId: teachers.petit, subjectId: subject(subjects.class3B, FRENCH), startTime: '17:00' },
  ];
  for (const booking of openBookings) await createMeetingBooking(db, { meetingId: openMeeting, ...booking });

  // Announced long ago, so it comes without a fresh notification.
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
