import { LATE_MINUTES_MAX, ROLL_CALL_MARKS, type TRegister, type TRollCallMark, type TSubmitRegister } from '@carnet/contract';

/** One pupil's mark as the teacher is choosing it: the minutes stay the field's text until sent. */
export type PupilDraft = { mark: TRollCallMark | null; lateMinutes: string };
export type RegisterDraft = Readonly<Record<number, PupilDraft>>;
/** What stops a register from being sent: pupils not marked yet, and late pupils without valid minutes. */
export type DraftProblems = { unmarked: number[]; badMinutes: number[] };

/** The register as saved (every mark null before it is taken). */
export function draftOf(register: TRegister): RegisterDraft {
  return Object.fromEntries(
    register.pupils.map((pupil) => [
      pupil.childId,
      { mark: pupil.mark, lateMinutes: pupil.lateMinutes === null ? '' : String(pupil.lateMinutes) },
    ]),
  );
}

export const withMark = (draft: RegisterDraft, childId: number, mark: TRollCallMark): RegisterDraft => ({
  ...draft,
  [childId]: { mark, lateMinutes: draft[childId]?.lateMinutes ?? '' },
});

export const withLateMinutes = (draft: RegisterDraft, childId: number, lateMinutes: string): RegisterDraft => ({
  ...draft,
  [childId]: { mark: draft[childId]?.mark ?? 'late', lateMinutes },
});

/** The shortcut most lessons start with: everyone present, then the few absent or late are changed. */
export const withEveryonePresent = (draft: RegisterDraft): RegisterDraft =>
  Object.fromEntries(Object.keys(draft).map((childId) => [childId, { mark: 'present', lateMinutes: '' }]));

/** Whole minutes from 1 to LATE_MINUTES_MAX, or null. */
export function parseLateMinutes(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const minutes = Number(text.trim());
  return minutes >= 1 && minutes <= LATE_MINUTES_MAX ? minutes : null;
}

/** The request to send, or what stops it; the server checks the same rules again. */
export function toSubmission(draft: RegisterDraft): { marks: TSubmitRegister['marks'] } | { problems: DraftProblems } {
  const problems: DraftProblems = { unmarked: [], badMinutes: [] };
  const marks: TSubmitRegister['marks'] = [];
  for (const [key, { mark, lateMinutes }] of Object.entries(draft)) {
    const childId = Number(key);
    if (mark === null) problems.unmarked.push(childId);
    else if (mark !== 'late') marks.push({ childId, mark });
    else {
      const minutes = parseLateMinutes(lateMinutes);
      if (minutes === null) problems.badMinutes.push(childId);
      else marks.push({ childId, mark, lateMinutes: minutes });
    }
  }
  return problems.unmarked.length + problems.badMinutes.length > 0 ? { problems } : { marks };
}

/** How many pupils each mark has, for the summary beside Submit. */
export function countMarks(draft: RegisterDraft): Record<TRollCallMark, number> {
  const counts = Object.fromEntries(ROLL_CALL_MARKS.map((mark) => [mark, 0])) as Record<TRollCallMark, number>;
  for (const { mark } of Object.values(draft)) if (mark) counts[mark] += 1;
  return counts;
}

/** Whether the marks on screen are those saved (minutes compared as numbers, '05' being 5). */
export function isSaved(register: TRegister, draft: RegisterDraft): boolean {
  return register.pupils.every((pupil) => {
    const chosen = draft[pupil.childId];
    if (!chosen || chosen.mark !== pupil.mark) return false;
    return chosen.mark !== 'late' || parseLateMinutes(chosen.lateMinutes) === pupil.lateMinutes;
  });
}
