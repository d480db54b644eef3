import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../../components/empty-state';
import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { hasReadFailed } from '../../../lib/query-client';
import { schoolToday } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { absencesTitle } from './absences-title';
import { useDayAbsences } from './api/day-absences';
import { AbsenceCard } from './components/absence-card';
import { AbsenceNoticeDelay } from './components/absence-notice-delay';
import { DayPicker } from './components/day-picker';
import { FamilyRequestsPanel } from './components/family-requests-panel';
import { useDayParam } from './use-day-param';

/** The office's day (decision 070): every absence and lateness the registers recorded, per class, each with its reason. */
export function AbsencesPage() {
  const { t } = useLingui();
  const [date, setDate] = useDayParam();
  const title = absencesTitle(date, schoolToday());
  useDocumentTitle(title);
  const absences = useDayAbsences(date);
  return (
    <>
      <PageHeader
        title={title}
        description={t`Absent and late pupils from the registers, by class. Record why and whether it is excused: the family sees it.`}
      />
      <AbsenceNoticeDelay />
      <DayPicker date={date} onChange={setDate} />
      <FamilyRequestsPanel date={date} />
      {hasReadFailed(absences) ? (
        <InlineError message={t`The absences could not be loaded.`} onRetry={() => void absences.refetch()} />
      ) : !absences.data ? (
        <Skeleton rows={4} />
      ) : absences.data.classes.length === 0 ? (
        <EmptyState message={t`No absences this day.`} />
      ) : (
        <div className="grid gap-8" aria-busy={absences.isFetching}>
          {absences.data.classes.map(({ className, absences: list }, index) => (
            <section key={className} aria-labelledby={`absences-class-${index}`} className="grid gap-3">
              <h2 id={`absences-class-${index}`} className="text-lg font-semibold text-slate-900">
                {className}
              </h2>
              <ul className="grid gap-3">
                {list.map((absence) => (
                  // A pupil's reason fields start from what was saved for that day.
                  <AbsenceCard key={`${date}-${absence.id}`} absence={absence} date={date} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </>
  );
}
