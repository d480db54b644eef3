import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TEvening } from '@carnet/contract';

export type EveningState = 'past' | 'today' | 'bookingOpen' | 'bookingNotYetOpen' | 'bookingClosed';

/** Where an evening stands on the school's `today`: held (past), tonight, or before it with its booking window open, to come or closed. */
export function eveningState(evening: Pick<TEvening, 'date' | 'bookingFrom' | 'bookingTo'>, today: string): EveningState {
  if (evening.date < today) return 'past';
  if (evening.date === today) return 'today';
  if (today < evening.bookingFrom) return 'bookingNotYetOpen';
  return today <= evening.bookingTo ? 'bookingOpen' : 'bookingClosed';
}

const LABELS = {
  past: msg`Held: this evening is over`,
  today: msg`Tonight`,
  bookingOpen: msg`Booking open`,
  bookingNotYetOpen: msg`Booking not open yet`,
  bookingClosed: msg`Booking closed`,
} as const;

export function eveningStateLabel(state: EveningState): string {
  return i18n._(LABELS[state]);
}
