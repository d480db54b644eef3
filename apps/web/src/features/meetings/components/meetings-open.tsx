import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, CalendarCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { formatLongDate } from '../../../lib/dates';
import { ContactOffice } from './contact-office';
import { paths } from '../../../lib/paths';

const STEPS = [
  msg`Choose your child, if you have several.`,
  msg`Pick a time with each teacher you would like to meet.`,
  msg`Confirm with MAKE APPOINTMENT. You can cancel a booked time while booking is open.`,
];

/** Meetings are open: the date of the first one, and the way to the booking screen. */
export function MeetingsOpen({ date, name }: { date: string; name: string }) {
  const { i18n } = useLingui();
  const day = formatLongDate(date);
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="meetings-status"
        className="flex flex-col gap-5 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
      >
        <div className="flex items-start gap-4">
          <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-xl bg-white text-brand-600 shadow-xs">
            <CalendarCheck className="size-5" />
          </span>
          <div>
            <h2 id="meetings-status" className="text-lg font-semibold text-brand-900">
              <Trans>
                Meetings are open and scheduled for <time dateTime={date}>{day}</time>
              </Trans>
            </h2>
            <p className="mt-1 text-sm text-brand-800">{name}</p>
          </div>
        </div>
        <Link to={paths.meetingsInfo} className={buttonClass('primary', 'md', 'shrink-0')}>
          <Trans>Make an appointment</Trans>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </section>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="meetings-steps"
          className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-xs sm:p-6 lg:col-span-2"
        >
          <h2 id="meetings-steps" className="text-base font-semibold text-slate-900">
            <Trans>How booking works</Trans>
          </h2>
          <ol className="mt-4 flex flex-col gap-3">
            {STEPS.map((step, index) => (
              <li key={step.id} className="flex items-start gap-3 text-sm text-slate-600">
                <span
                  aria-hidden="true"
                  className="grid size-6 shrink-0 place-items-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700"
                >
                  {index + 1}
                </span>
                <span className="pt-0.5">{i18n._(step)}</span>
              </li>
            ))}
          </ol>
        </section>
        <ContactOffice />
      </div>
    </div>
  );
}
