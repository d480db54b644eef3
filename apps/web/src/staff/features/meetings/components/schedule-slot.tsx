import { Trans, useLingui } from '@lingui/react/macro';
import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TEveningSchedule } from '@carnet/contract';
import { formatTimeOfDay } from '../../../../lib/dates';
import { cn } from '../../../../lib/cn';

type Slot = TEveningSchedule['slots'][number];

/** One slot of a teacher's evening: the pupil, class, group and parents' contacts, or "Free"; the office's action below. */
export function ScheduleSlot({ slot, action }: { slot: Slot; action?: ReactNode }) {
  const time = formatTimeOfDay(slot.time);
  const booking = slot.booking;
  return (
    // A free slot is one line, even on a phone: the booked ones stand out in a long evening.
    <li className={cn('grid gap-x-4 gap-y-2 sm:grid-cols-[6rem_1fr]', booking ? 'py-3' : 'grid-cols-[6rem_1fr] py-2 text-slate-600')}>
      <p className="font-semibold text-brand-700 tabular-nums">{time}</p>
      {!booking ? (
        <p>
          <Trans>Free</Trans>
        </p>
      ) : (
        <Booking booking={booking} action={action} />
      )}
    </li>
  );
}

function Booking({ booking, action }: { booking: NonNullable<Slot['booking']>; action?: ReactNode }) {
  const { t } = useLingui();
  const pupil = booking.pupil;
  return (
    <div className="grid gap-2">
      <div>
        <h3 className="font-semibold text-slate-900">{booking.pupil}</h3>
        <p className="text-sm text-slate-600">
          {booking.className}
          <span aria-hidden="true"> · </span>
          {booking.teachingGroup}
        </p>
      </div>
      <ul aria-label={t`Parents of ${pupil}`} className="grid gap-1.5 text-sm">
        {booking.parents.map((parent) => (
          <li key={`${parent.name}-${parent.email}`} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-medium text-slate-800">{parent.name}</span>
            {parent.mobile ? (
              <a href={`tel:${parent.mobile}`} className="inline-flex min-h-6 items-center gap-1 text-brand-700 hover:underline">
                <Phone aria-hidden="true" className="size-3.5" />
                {parent.mobile}
              </a>
            ) : null}
            {parent.email ? (
              <a
                href={`mailto:${parent.email}`}
                className="inline-flex min-h-6 items-center gap-1 break-all text-brand-700 hover:underline"
              >
                <Mail aria-hidden="true" className="size-3.5 shrink-0" />
                {parent.email}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      {action}
    </div>
  );
}
