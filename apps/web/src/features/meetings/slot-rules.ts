import { formatTime12h, meetingSlots, type TBookingEntry, type TMeetingInfo, type TSubject, type TUsedSlot } from '@carnet/contract';

/** The pending choices of one child: subject id -> 'HH:MM'. One choice per subject, as each subject gets one meeting. */
export type Selection = ReadonlyMap<number, string>;

export type SlotOption = { time: string; label: string; isDisabled: boolean };

type SlotContext = { usedSlots: readonly TUsedSlot[]; selection: Selection };

/** The booking of this child in this subject, if any: `pupil` names only the caller's own children. */
export function bookedSlotOf(usedSlots: readonly TUsedSlot[], childId: number, subjectId: number): TUsedSlot | undefined {
  return usedSlots.find((slot) => slot.pupil === childId && slot.teachingGroup === subjectId);
}

/** Taken for good: the teacher is already seen then, or a child of this family already has an appointment then. */
export function isSlotTaken(usedSlots: readonly TUsedSlot[], teacherId: number, time: string): boolean {
  return usedSlots.some((slot) => slot.time === time && (slot.teacher === teacherId || slot.pupil !== null));
}

/**
 * A slot cannot be chosen when it is taken, or when the parent already chose that time for another
 * subject in the pending selection: one family, one appointment at a time.
 */
export function isSlotDisabled(subject: Pick<TSubject, 'id' | 'teacher_id'>, time: string, { usedSlots, selection }: SlotContext): boolean {
  if (isSlotTaken(usedSlots, subject.teacher_id, time)) return true;
  for (const [subjectId, chosen] of selection) {
    if (subjectId !== subject.id && chosen === time) return true;
  }
  return false;
}

/** The picker's options: the shared slot grid, labelled in 12-hour time. */
export function slotOptions(info: TMeetingInfo, subject: Pick<TSubject, 'id' | 'teacher_id'>, selection: Selection): SlotOption[] {
  return meetingSlots(info.startTime, info.endTime, info.durationInMinutes).map((time) => ({
    time,
    label: formatTime12h(time),
    isDisabled: isSlotDisabled(subject, time, { usedSlots: info.usedSlots, selection }),
  }));
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
