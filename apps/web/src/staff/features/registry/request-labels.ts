import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TFamilyRequestDifference, TFamilyRequestReason, TFamilyRequestState } from '@carnet/contract';
import { formatLongDate } from '../../../lib/dates';

/** The reasons a family gives, as the office reads them (the family's side has its own copy: another catalog). */
export const REASON_LABELS: Record<TFamilyRequestReason, MessageDescriptor> = {
  ill: msg`Ill`,
  medical: msg`Medical appointment`,
  family: msg`Family reason`,
  other: msg`Other`,
};

export const STATE_LABELS: Record<TFamilyRequestState, MessageDescriptor> = {
  reported: msg`Reported`,
  pending: msg`Waiting for the school`,
  granted: msg`Granted`,
  refused: msg`Refused`,
};

export const DIFFERENCE_LABELS: Record<TFamilyRequestDifference['kind'], MessageDescriptor> = {
  reportedButPresent: msg`Reported absent by the family, marked present`,
  refusedButAbsent: msg`Leave refused, marked absent`,
  absentWithoutWord: msg`Marked absent, no word from the family`,
};

/** '05 March 2026', or '05 March 2026 – 07 March 2026' for several days. */
export const requestDays = (from: string, to: string) =>
  from === to ? formatLongDate(from) : `${formatLongDate(from)} – ${formatLongDate(to)}`;
