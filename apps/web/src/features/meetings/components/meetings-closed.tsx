import { Trans } from '@lingui/react/macro';
import { CalendarX } from 'lucide-react';
import { ContactOffice } from './contact-office';

/** Meetings are closed: how the two yearly meetings work, and whom to write to meanwhile. */
export function MeetingsClosed() {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <section
        aria-labelledby="meetings-status"
        className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-xs sm:p-6 lg:col-span-2"
      >
        <div className="flex items-start gap-4">
          <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-xl bg-slate-100 text-slate-500">
            <CalendarX className="size-5" />
          </span>
          <div className="flex flex-col gap-3 text-slate-600">
            <h2 id="meetings-status" className="text-lg font-semibold text-slate-900">
              <Trans>Meetings are closed</Trans>
            </h2>
            <p>
              <Trans>Parent meetings are held twice a year.</Trans>
            </p>
            <p>
              <Trans>
                The first takes place in September or early October. The second, in February, is held as individual interviews giving a
                progress report on your child.
              </Trans>
            </p>
            <p>
              <Trans>Booking opens a few weeks before each meeting: you will find it here, and a notification will tell you.</Trans>
            </p>
          </div>
        </div>
      </section>
      <ContactOffice />
    </div>
  );
}
