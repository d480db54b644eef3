import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TNotificationChannel, TNotificationKind } from '@carnet/contract';

export const KIND_LABELS: Record<TNotificationKind, MessageDescriptor> = {
  absence: msg`Absences and lateness`,
  document: msg`Documents`,
  report: msg`Reports`,
  newsletter: msg`Newsletters and term dates`,
  meeting: msg`Meetings`,
  form: msg`Forms`,
  concern: msg`Concerns`,
  conduct: msg`Rewards and sanctions`,
  message: msg`Messages`,
  homework: msg`Homework`,
  marks: msg`Marks`,
};

export const CHANNEL_LABELS: Record<TNotificationChannel, MessageDescriptor> = {
  email: msg`Instant e-mail`,
  digest: msg`Daily digest e-mail`,
  push: msg`Push on my devices`,
  inApp: msg`In the app only`,
};
