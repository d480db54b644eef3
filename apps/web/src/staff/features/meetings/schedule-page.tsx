import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { TEveningSchedule } from '@carnet/contract';
import { PageHeader } from '../../../components/page-header';
import { EveningStateBadge } from './components/evening-state-badge';
import { formatLongDate, formatTimeOfDay, formatWeekday, schoolToday } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ItemQueryState } from '../../components/item-query-state';
import { staffPages } from '../../staff-paths';
import { useSchedule } from './api/schedule';
import { MoveBooking } from './components/move-booking';
import { PrintButton } from './components/print-button';
import { ScheduleSlot } from './components/schedule-slot';
import { eveningPage } from './evening-links';
import { useIsOffice } from '../../lib/use-is-office';

/** A teacher's evening, slot by slot, made to be read on a phone: who comes when, and how to reach the parents. */
export function SchedulePage() {
  const { t } = useLingui();
  const params = useParams();
  const eveningId = Number(params.id);
  const teacherId = Number(params.teacherId);
  const isOffice = useIsOffice();
  const schedule = useSchedule({ eveningId, teacherId });
  const teacher = schedule.data?.teacher;
  useDocumentTitle(teacher ? t`Schedule of ${teacher}` : t`Schedule`);
  return (
    <>
      <Link
        to={isOffice ? eveningPage(eveningId) : staffPages.evenings}
        className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {isOffice && schedule.data ? schedule.data.evening.name : <Trans>Parents' evenings</Trans>}
      </Link>
      <ItemQueryState
        query={schedule}
        missingMessage={t`This schedule does not exist, or is not yours.`}
        failedMessage={t`The schedule could not be loaded.`}
      >
        {(data) => <Schedule schedule={data} teacherId={teacherId} isOffice={isOffice} />}
      </ItemQueryState>
    </>
  );
}

function Schedule({ schedule, teacherId, isOffice }: { schedule: TEveningSchedule; teacherId: number; isOffice: boolean }) {
  const { t } = useLingui();
  const [moved, setMoved] = useState<string | null>(null);
  const { evening } = schedule;
  const teacher = schedule.teacher;
  const day = `${formatWeekday(evening.date)} ${formatLongDate(evening.date)}`;
  const freeTimes = schedule.slots.filter((slot) => !slot.booking).map((slot) => slot.time);
  const booked = schedule.slots.length - freeTimes.length;
  const slots = schedule.slots.length;
  return (
    <>
      <PageHeader
        title={t`Schedule of ${teacher}`}
        description={
          <>
            {/* The schedule has no booking window: only a held evening or tonight's is marked. */}
            {evening.date <= schoolToday() ? (
              <span className="mb-1 block">
                <EveningStateBadge evening={{ date: evening.date, bookingFrom: evening.date, bookingTo: evening.date }} />
              </span>
            ) : null}
            <span className="block">{evening.name}</span>
            <span className="block first-letter:uppercase">{day}</span>
          </>
        }
      >
        <PrintButton eveningId={evening.id} teacherId={teacherId} />
      </PageHeader>
      <div aria-live="polite" className="mb-3">
        {moved ? (
          <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
            <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
            {moved}
          </p>
        ) : null}
      </div>
      <section aria-labelledby="schedule-slots" className="rounded-2xl border border-slate-200/80 bg-white px-4 shadow-xs">
        <h2 id="schedule-slots" className="flex flex-wrap items-baseline justify-between gap-x-3 pt-4 text-lg font-semibold text-slate-900">
          <Trans>Slots</Trans>
          <span className="text-sm font-normal text-slate-600 tabular-nums">
            <Trans>
              {booked} of {slots} booked
            </Trans>
          </span>
        </h2>
        <ul className="divide-y divide-slate-100">
          {schedule.slots.map((slot) => (
            <ScheduleSlot
              key={slot.time}
              slot={slot}
              action={
                isOffice && slot.booking ? (
                  <MoveBooking
                    eveningId={evening.id}
                    teacherId={teacherId}
                    bookingId={slot.booking.bookingId}
                    pupil={slot.booking.pupil}
                    freeTimes={freeTimes}
                    onMoving={() => setMoved(null)}
                    onMoved={(pupil, time) => {
                      const at = formatTimeOfDay(time);
                      setMoved(t`${pupil}'s booking moved to ${at}; the family is told.`);
                    }}
                  />
                ) : null
              }
            />
          ))}
        </ul>
      </section>
    </>
  );
}
