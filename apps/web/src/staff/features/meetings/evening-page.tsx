import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link, Navigate, useParams } from 'react-router';
import type { TEvening } from '@carnet/contract';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { formatLongDate, formatTimeOfDay, formatWeekday } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ItemQueryState } from '../../components/item-query-state';
import { staffPages } from '../../staff-paths';
import { useEvening } from './api/evening';
import { EveningSettings } from './components/evening-settings';
import { EveningStateBadge } from './components/evening-state-badge';
import { FillBar } from './components/fill-bar';
import { TeacherLine } from './components/teacher-line';
import { schedulePage } from './evening-links';
import { totalsOf } from './fill-rate';
import { useIsOffice } from '../../lib/use-is-office';

/** One evening: the office sees every teacher's line; a teacher is taken to their own schedule. */
export function EveningPage() {
  const { t } = useLingui();
  const eveningId = Number(useParams().id);
  const isOffice = useIsOffice();
  const evening = useEvening(eveningId);
  useDocumentTitle(evening.data?.name ?? t`Parents' evening`);
  const ownLine = evening.data?.teachers[0];
  if (!isOffice && evening.data && ownLine) return <Navigate to={schedulePage(eveningId, ownLine.teacherId)} replace />;
  return (
    <>
      <Link to={staffPages.evenings} className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>Parents' evenings</Trans>
      </Link>
      <ItemQueryState
        query={evening}
        missingMessage={t`This evening does not exist, or you do not take part in it.`}
        failedMessage={t`The parents' evening could not be loaded.`}
        skeletonRows={5}
      >
        {(data) => <EveningLines evening={data} isOffice={isOffice} />}
      </ItemQueryState>
    </>
  );
}

function EveningLines({ evening, isOffice }: { evening: TEvening; isOffice: boolean }) {
  const { t } = useLingui();
  const { slots, booked, fillRate } = totalsOf(evening);
  const day = `${formatWeekday(evening.date)} ${formatLongDate(evening.date)}`;
  const time = `${formatTimeOfDay(evening.startTime)} – ${formatTimeOfDay(evening.endTime)}`;
  const from = formatLongDate(evening.bookingFrom);
  const until = formatLongDate(evening.bookingTo);
  const minutes = evening.slotMinutes;
  return (
    <>
      <PageHeader
        title={evening.name}
        description={
          <>
            <span className="mb-1 block">
              <EveningStateBadge evening={evening} />
            </span>
            <span className="block first-letter:uppercase">
              {day} · <span className="whitespace-nowrap tabular-nums">{time}</span>
            </span>
            <span className="block">
              <Trans>
                {minutes}-minute slots · booking from {from} to {until}
              </Trans>
            </span>
          </>
        }
      />
      {isOffice ? <EveningSettings evening={evening} /> : null}
      <section aria-labelledby="evening-overall" className="mb-6 grid gap-2 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs">
        <h2 id="evening-overall" className="text-base font-semibold text-slate-900">
          <Trans>Overall fill rate</Trans>
        </h2>
        <FillBar fillRate={fillRate} booked={booked} slots={slots} />
      </section>
      {evening.teachers.length === 0 ? (
        <EmptyState message={t`No teacher takes part in this evening.`} />
      ) : (
        <ul aria-label={t`Teachers`} className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
          {evening.teachers.map((line) => (
            <TeacherLine key={line.teacherId} eveningId={evening.id} line={line} />
          ))}
        </ul>
      )}
    </>
  );
}
