import type { TBookingEntry, TUsedSlot } from '@carnet/contract';
import { bookedSlotOf, isSlotTaken, type Selection, type SiblingPick } from './slot-rules';

/**
 * The slots picked and not yet booked, for every child of the family, as the booking entries they
 * would become. Held by the booking screen, not by one child's form: a parent who picks slots for one
 * child, looks at the other and comes back finds them still picked. Gone once booked, or when the
 * parent leaves the screen.
 */
export type PendingPicks = readonly TBookingEntry[];

export const NO_PICKS: PendingPicks = [];

const isOf = (meetingId: number, childId: number) => (entry: TBookingEntry) => entry.meetingId === meetingId && entry.childId === childId;

/** One child's picks in one meeting: subject id -> 'HH:MM'. */
export function selectionOf(picks: PendingPicks, meetingId: number, childId: number): Selection {
  return new Map(picks.filter(isOf(meetingId, childId)).map((entry) => [entry.teachingGroup, entry.startTime]));
}

/** The picks with one child's picks in one meeting replaced by `entries`. */
export function withChildPicks(picks: PendingPicks, meetingId: number, childId: number, entries: readonly TBookingEntry[]): PendingPicks {
  const isThisChild = isOf(meetingId, childId);
  return [...picks.filter((entry) => !isThisChild(entry)), ...entries];
}

const sameEntry = (a: TBookingEntry, b: TBookingEntry) =>
  a.meetingId === b.meetingId && a.childId === b.childId && a.teachingGroup === b.teachingGroup && a.startTime === b.startTime;

/** The picks left once `booked` went through. */
export function withoutBooked(picks: PendingPicks, booked: readonly TBookingEntry[]): PendingPicks {
  return picks.filter((entry) => !booked.some((done) => sameEntry(entry, done)));
}

/**
 * The times picked for the other children in the same meeting, which this child cannot have too (one
 * family, one appointment at a time). A pick the latest data made impossible (its subject got booked,
 * or its time got taken) no longer holds the time.
 */
export function siblingPicksOf(picks: PendingPicks, meetingId: number, childId: number, usedSlots: readonly TUsedSlot[]): SiblingPick[] {
  return picks
    .filter((entry) => entry.meetingId === meetingId && entry.childId !== childId)
    .filter(
      (entry) => !bookedSlotOf(usedSlots, entry.childId, entry.teachingGroup) && !isSlotTaken(usedSlots, entry.teacherId, entry.startTime),
    )
    .map((entry) => ({ childId: entry.childId, time: entry.startTime }));
}
