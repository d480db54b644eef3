import type { TChildSummary, TOpenMeeting } from '@carnet/contract';

const byDate = (a: TOpenMeeting, b: TOpenMeeting) => a.date.localeCompare(b.date) || a.meetingId - b.meetingId;

/** The earliest open meeting: the one '/meetings' announces. */
export function firstOpenMeeting(openMeetings: readonly TOpenMeeting[]): TOpenMeeting | undefined {
  return [...openMeetings].sort(byDate)[0];
}

/**
 * The meetings a child can be booked for on the booking screen, the earliest first: a child whose class
 * takes part in two open evenings (a year group's and a subject's) is booked for each on the same screen.
 */
export function openMeetingsOf(openMeetings: readonly TOpenMeeting[], childId: number | null): TOpenMeeting[] {
  return openMeetings.filter((meeting) => meeting.child.id === childId).sort(byDate);
}

/** When any meeting is open, only the children taking part in one are listed: the others have nothing to book. */
export function childrenToList<C extends TChildSummary>(children: readonly C[], openMeetings: readonly TOpenMeeting[]): readonly C[] {
  if (openMeetings.length === 0) return children;
  return children.filter((child) => openMeetings.some((meeting) => meeting.child.id === child.id));
}
