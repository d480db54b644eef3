import { Trans } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { TEvening } from '@carnet/contract';
import { formatLongDate, formatTimeOfDay, formatWeekday } from '../../../../lib/dates';
import { eveningPage, schedulePage } from '../evening-links';
import { totalsOf } from '../fill-rate';
import { EveningStateBadge } from './evening-state-badge';
import { FillBar } from './fill-bar';

/** One evening in the list: when, the booking window, and how full it is; a teacher's card leads to their schedule. */
export function EveningCard({ evening, isOffice }: { evening: TEvening; isOffice: boolean }) {
  const { slots, booked, fillRate } = totalsOf(evening);
  const ownLine = evening.teachers[0];
  const to = !isOffice && ownLine ? schedulePage(evening.id, ownLine.teacherId) : eveningPage(evening.id);
  const day = `${formatWeekday(evening.date)} ${formatLongDate(evening.date)}`;
  const time = `${formatTimeOfDay(evening.startTime)} – ${formatTimeOfDay(evening.endTime)}`;
  const from = formatLongDate(evening.bookingFrom);
  const until = formatLongDate(evening.bookingTo);
  return (
    <li className="relative grid gap-3 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs focus-within:ring-2 focus-within:ring-brand-500/40 hover:border-slate-300">
      <div className="grid gap-1">
        <EveningStateBadge evening={evening} />
        <h3 className="text-lg font-semibold text-slate-900">
          <Link to={to} className="inline-flex items-center gap-1 after:absolute after:inset-0 hover:underline focus-visible:outline-none">
            {evening.name}
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          </Link>
        </h3>
        <p className="text-sm text-slate-700">
          <span className="inline-block first-letter:uppercase">{day}</span>
          <span aria-hidden="true"> · </span>
          <span className="whitespace-nowrap tabular-nums">{time}</span>
        </p>
        <p className="text-sm text-slate-600">
          <Trans>
            Booking from {from} to {until}
          </Trans>
        </p>
      </div>
      <FillBar fillRate={fillRate} booked={booked} slots={slots} />
    </li>
  );
}
