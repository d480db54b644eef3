import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TRetentionKind } from '@carnet/contract';

/** Each kind of record as the office knows it. */
export const KIND_LABELS: Record<TRetentionKind, MessageDescriptor> = {
  registry: msg`Attendance registry and exit permissions`,
  conduct: msg`Rewards and sanctions`,
  concerns: msg`Concerns`,
  documents: msg`Documents`,
  reports: msg`Reports`,
  formAnswers: msg`Form answers`,
  meetingBookings: msg`Parents' evening bookings`,
  notifications: msg`The pupil's own notifications`,
  health: msg`Medical records and allergies (special category)`,
  messages: msg`Conversations and their messages`,
  homework: msg`Homework ticks and the student's own tasks`,
  marks: msg`Marks, competencies and term appreciations`,
};
