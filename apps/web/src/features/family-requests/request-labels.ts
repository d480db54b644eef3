import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TFamilyRequestDateProblem, TFamilyRequestReason, TFamilyRequestState } from '@carnet/contract';
import { formatLongDate } from '../../lib/dates';

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

/** The contract's date rule, said to the parent before anything is sent. */
export const DATE_PROBLEMS: Record<TFamilyRequestDateProblem, MessageDescriptor> = {
  toBeforeFrom: msg`The last day cannot come before the first.`,
  inThePast: msg`An absence can be reported from today on.`,
  notInTheFuture: msg`Leave is asked ahead: choose a day from tomorrow on.`,
  tooFarAhead: msg`A request can start at most 60 days ahead.`,
  tooLong: msg`A request can cover at most 60 days.`,
};

/** '05 March 2026', or '05 March 2026 – 07 March 2026' for several days. */
export const requestDays = (from: string, to: string) =>
  from === to ? formatLongDate(from) : `${formatLongDate(from)} – ${formatLongDate(to)}`;
