import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../../components/empty-state';
import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { hasReadFailed } from '../../../lib/query-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useEvenings } from './api/evenings';
import { EveningCard } from './components/evening-card';
import { NewEveningForm } from './components/new-evening-form';
import { useIsOffice } from '../../lib/use-is-office';

/** The parents' evenings and how full they are (decision 070); the office creates them here. */
export function EveningsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Parents' evenings`);
  const isOffice = useIsOffice();
  const evenings = useEvenings();
  return (
    <>
      <PageHeader
        title={t`Parents' evenings`}
        description={
          isOffice ? t`Families book a slot with each teacher taking part.` : t`The evenings you take part in, and your schedule.`
        }
      />
      <section aria-labelledby="evenings-list" aria-busy={evenings.isFetching} className="mb-8">
        <h2 id="evenings-list" className="sr-only">
          {t`Evenings`}
        </h2>
        {hasReadFailed(evenings) ? (
          <InlineError message={t`The parents' evenings could not be loaded.`} onRetry={() => void evenings.refetch()} />
        ) : !evenings.data ? (
          <Skeleton rows={3} />
        ) : evenings.data.length === 0 ? (
          <EmptyState message={t`No parents' evening yet.`} />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {evenings.data.map((evening) => (
              <EveningCard key={evening.id} evening={evening} isOffice={isOffice} />
            ))}
          </ul>
        )}
      </section>
      {isOffice ? <NewEveningForm /> : null}
    </>
  );
}
