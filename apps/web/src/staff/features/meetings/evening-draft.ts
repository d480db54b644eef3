import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { EVENING_SLOT_MINUTES_MAX, EVENING_SLOT_MINUTES_MIN, type TEditEvening, type TEvening, type TNewEvening } from '@carnet/contract';

/** The new evening's fields as typed; the numbers stay text until they are sent. */
export type EveningDraft = {
  name: string;
  date: string;
  startTime: string;
  endTime: string;
  slotMinutes: string;
  bookingFrom: string;
  bookingTo: string;
  classIds: number[];
  teacherIds: number[];
};
export type DraftField = keyof EveningDraft;
export type DraftProblems = Partial<Record<DraftField, MessageDescriptor>>;
/** What an evening's settings form edits: everything but who takes part. */
export type SettingsDraft = Omit<EveningDraft, 'classIds' | 'teacherIds'>;
export type SettingsField = keyof SettingsDraft;

/** An evening from 4:30 PM to 7:00 PM in 10-minute slots, bookable from today. */
export const newDraft = (today: string): EveningDraft => ({
  name: '',
  date: '',
  startTime: '16:30',
  endTime: '19:00',
  slotMinutes: '10',
  bookingFrom: today,
  bookingTo: '',
  classIds: [],
  teacherIds: [],
});

/** What stops the settings from being sent, per field (ISO dates and HH:MM times compare as text). */
export function settingsProblemsOf(draft: SettingsDraft): DraftProblems {
  const problems: DraftProblems = {};
  if (!draft.name.trim()) problems.name = msg`A name is required.`;
  if (!draft.date) problems.date = msg`Choose the evening's date.`;
  if (!draft.startTime) problems.startTime = msg`Choose a start time.`;
  if (!draft.endTime) problems.endTime = msg`Choose an end time.`;
  else if (draft.startTime && draft.endTime <= draft.startTime) problems.endTime = msg`The end must come after the start.`;
  const minutes = Number(draft.slotMinutes);
  if (!/^\d+$/.test(draft.slotMinutes) || minutes < EVENING_SLOT_MINUTES_MIN || minutes > EVENING_SLOT_MINUTES_MAX)
    problems.slotMinutes = msg`A slot lasts ${EVENING_SLOT_MINUTES_MIN} to ${EVENING_SLOT_MINUTES_MAX} minutes.`;
  if (!draft.bookingFrom) problems.bookingFrom = msg`Choose when booking opens.`;
  if (!draft.bookingTo) problems.bookingTo = msg`Choose when booking closes.`;
  else if (draft.bookingFrom && draft.bookingTo < draft.bookingFrom) problems.bookingTo = msg`Booking must close after it opens.`;
  else if (draft.date && draft.bookingTo > draft.date) problems.bookingTo = msg`Booking must close by the evening's date.`;
  return problems;
}

/** What stops a new evening from being sent: its settings, and at least one class. */
export function problemsOf(draft: EveningDraft): DraftProblems {
  const problems = settingsProblemsOf(draft);
  if (draft.classIds.length === 0) problems.classIds = msg`Choose at least one class.`;
  return problems;
}

/** The request sent, once the draft has no problems. */
export const toNewEvening = (draft: EveningDraft): TNewEvening => ({
  ...draft,
  name: draft.name.trim(),
  slotMinutes: Number(draft.slotMinutes),
});

/** An evening's settings as the edit form starts them. */
export const settingsDraftOf = (evening: TEvening): SettingsDraft => ({
  name: evening.name,
  date: evening.date,
  startTime: evening.startTime,
  endTime: evening.endTime,
  slotMinutes: String(evening.slotMinutes),
  bookingFrom: evening.bookingFrom,
  bookingTo: evening.bookingTo,
});

export const toEditEvening = (draft: SettingsDraft): TEditEvening => ({
  ...draft,
  name: draft.name.trim(),
  slotMinutes: Number(draft.slotMinutes),
});
