import { meetingSlots, type TBookingEntry, type TMeetingInfo, type TSubject, type TUsedSlot } from '@carnet/contract';
import { formatTimeOfDay } from '../../lib/dates';

/** The pending choices of one child: subject id -> 'HH:MM'. One choice per subject, as each subject gets one meeting. */
export type Selection = ReadonlyMap<number, string>;

/**
 * Why a slot cannot be chosen, told to the parent beside its time (a greyed-out time alone does not say
 * whether to wait, choose another time, or look at the other child):
 * - `family`: a child of this family already has an appointment then (booked);
 * - `taken`: the teacher already sees another family then;
 * - `chosen-subject`: the time is chosen, not yet booked, for another subject of this child;
 * - `chosen-child`: the time is chosen, not yet booked, for a brother or sister in the same meeting.
 */
export type SlotBlock =
  { kind: 'family' } | { kind: 'taken' } | { kind: 'chosen-subject'; subjectId: number } | { kind: 'chosen-child'; childId: number };

export type SlotOption = { time: string; label: string; isDisabled: boolean; block: SlotBlock | null };

/** A time chosen, not yet booked, for another child of the family in the same meeting. */
export type SiblingPick = { childId: number; time: string };

type SlotContext = { usedSlots: readonly TUsedSlot[]; selection: Selection; siblingPicks?: readonly SiblingPick[] };

/** The booking of this child in this subject, if any: `pupil` names only the caller's own children. */
export function bookedSlotOf(usedSlots: readonly TUsedSlot[], childId: number, subjectId: number): TUsedSlot | undefined {
  return usedSlots.find((slot) => slot.pupil === childId && slot.teachingGroup === subjectId);
}

/** Taken for good: the teacher is already seen then, or a child of this family already has an appointment then. */
export function isSlotTaken(usedSlots: readonly TUsedSlot[], teacherId: number, time: string): boolean {
  return usedSlots.some((slot) => slot.time === time && (slot.teacher === teacherId || slot.pupil !== null));
}

/**
 * Why a slot cannot be chosen, or null when it can: taken for good (the family's own appointment first,
 * as it says the most), or chosen at that time for another subject or another child: one family, one
 * appointment at a time (the server refuses the rest, packages/contract meeting rules).
 */
export function slotBlock(
  subject: Pick<TSubject, 'id' | 'teacher_id'>,
  time: string,
  { usedSlots, selection, siblingPicks = [] }: SlotContext,
): SlotBlock | null {
  const atThatTime = usedSlots.filter((slot) => slot.time === time);
  if (atThatTime.some((slot) => slot.pupil !== null)) return { kind: 'family' };
  if (atThatTime.some((slot) => slot.teacher === subject.teacher_id)) return { kind: 'taken' };
  for (const [subjectId, chosen] of selection) {
    if (subjectId !== subject.id && chosen === time) return { kind: 'chosen-subject', subjectId };
  }
  const sibling = siblingPicks.find((pick) => pick.time === time);
  return sibling ? { kind: 'chosen-child', childId: sibling.childId } : null;
}

/** A slot cannot be chosen when it is taken, or chosen at that time for another subject or child. */
export function isSlotDisabled(subject: Pick<TSubject, 'id' | 'teacher_id'>, time: string, context: SlotContext): boolean {
  return slotBlock(subject, time, context) !== null;
}

/**
 * The picker's options: the shared slot grid, each time in the page's language ('4:30 PM', '16:30'),
 * with the reason it cannot be chosen, if any.
 */
export function slotOptions(
  info: TMeetingInfo,
  subject: Pick<TSubject, 'id' | 'teacher_id'>,
  selection: Selection,
  siblingPicks: readonly SiblingPick[] = [],
): SlotOption[] {
  return meetingSlots(info.startTime, info.endTime, info.durationInMinutes).map((time) => {
    const block = slotBlock(subject, time, { usedSlots: info.usedSlots, selection, siblingPicks });
    return { time, label: formatTimeOfDay(time), isDisabled: block !== null, block };
  });
}

/** Subjects still without an appointment for this child. */
export function unbookedSubjects<S extends Pick<TSubject, 'id'>>(
  subjects: readonly S[],
  usedSlots: readonly TUsedSlot[],
  childId: number,
): S[] {
  return subjects.filter((subject) => !bookedSlotOf(usedSlots, childId, subject.id));
}

/**
 * Drops choices the latest data made impossible (someone else took the slot, or the subject got
 * booked meanwhile), so the picker falls back to 'Select a slot' and the parent can choose again.
 */
export function pruneSelection(
  selection: Selection,
  subjects: readonly Pick<TSubject, 'id' | 'teacher_id'>[],
  usedSlots: readonly TUsedSlot[],
  childId: number,
): Selection {
  const kept = new Map<number, string>();
  for (const [subjectId, time] of selection) {
    const subject = subjects.find((candidate) => candidate.id === subjectId);
    if (!subject || bookedSlotOf(usedSlots, childId, subjectId) || isSlotTaken(usedSlots, subject.teacher_id, time)) continue;
    kept.set(subjectId, time);
  }
  return kept.size === selection.size ? selection : kept;
}

/** Only the chosen slots become booking entries ('MAKE APPOINTMENT' submits nothing else). */
export function bookingEntries(
  meetingId: number,
  childId: number,
  subjects: readonly Pick<TSubject, 'id' | 'teacher_id'>[],
  selection: Selection,
): TBookingEntry[] {
  return subjects.flatMap((subject) => {
    const startTime = selection.get(subject.id);
    return startTime ? [{ meetingId, startTime, teacherId: subject.teacher_id, teachingGroup: subject.id, childId }] : [];
  });
}
