import type { TChildSummary, TOpenMeeting } from '@carnet/contract';

/** The earliest open meeting: the one '/meetings' announces. */
export function firstOpenMeeting(openMeetings: readonly TOpenMeeting[]): TOpenMeeting | undefined {
  return [...openMeetings].sort((a, b) => a.date.localeCompare(b.date) || a.meetingId - b.meetingId)[0];
}

/** The meeting a child is booked for on the booking screen: the earliest of the child's open ones. */
export function openMeetingOf(openMeetings: readonly TOpenMeeting[], childId: number | null): TOpenMeeting | undefined {
  return firstOpenMeeting(openMeetings.filter((meeting) => meeting.child.id === childId));
}

/** When any meeting is open, only the children taking part in one are listed: the others have nothing to book. */
export function childrenToList<C extends TChildSummary>(children: readonly C[], openMeetings: readonly TOpenMeeting[]): readonly C[] {
  if (openMeetings.length === 0) return children;
  return children.filter((child) => openMeetings.some((meeting) => meeting.child.id === child.id));
}
