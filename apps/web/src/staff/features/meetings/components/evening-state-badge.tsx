import { cn } from '../../../../lib/cn';
import { schoolToday } from '../../../../lib/dates';
import type { TEvening } from '@carnet/contract';
import { eveningState, eveningStateLabel } from '../evening-state';

const TONES = {
  past: 'bg-slate-100 text-slate-700',
  today: 'bg-amber-100 text-amber-900',
  bookingOpen: 'bg-emerald-50 text-emerald-800',
  bookingNotYetOpen: 'bg-sky-50 text-sky-800',
  bookingClosed: 'bg-slate-100 text-slate-700',
} as const;

/** 'Held: this evening is over', 'Tonight', 'Booking open'...: a past evening never looks like one to come. */
export function EveningStateBadge({ evening }: { evening: Pick<TEvening, 'date' | 'bookingFrom' | 'bookingTo'> }) {
  const state = eveningState(evening, schoolToday());
  return (
    <span className={cn('inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[state])}>
      {eveningStateLabel(state)}
    </span>
  );
}
