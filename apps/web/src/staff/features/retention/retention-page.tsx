import { useLingui } from '@lingui/react/macro';
import { Card } from '../../../components/card';
import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNewSchoolYear } from './api/new-school-year';
import { useRetentionSettings } from './api/retention-settings';
import { NewSchoolYearCard } from './components/new-school-year-card';
import { RetentionForm } from './components/retention-form';

/** The office's retention periods and the roll into the next school year (decision 078). */
export function RetentionPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Retention and school year`);
  const settings = useRetentionSettings();
  const newYear = useNewSchoolYear();
  const runsAt = settings.data?.runsAt ?? '02:30';
  return (
    <>
      <PageHeader
        title={t`Retention and school year`}
        description={t`How long each kind of record is kept after a pupil leaves. Every night at ${runsAt} Carnet deletes what is past its period, and the audit log says how many records went.`}
      />
      <div className="flex flex-col gap-6">
        <Card title={t`Retention periods`} titleId="retention-periods">
          {settings.isError && !settings.data ? (
            <InlineError message={t`Error loading data.`} onRetry={() => void settings.refetch()} />
          ) : !settings.data ? (
            <Skeleton rows={5} />
          ) : (
            <RetentionForm settings={settings.data} />
          )}
        </Card>
        <Card title={t`New school year`} titleId="new-school-year">
          {newYear.isError && !newYear.data ? (
            <InlineError message={t`Error loading data.`} onRetry={() => void newYear.refetch()} />
          ) : !newYear.data ? (
            <Skeleton rows={3} />
          ) : (
            <NewSchoolYearCard summary={newYear.data} />
          )}
        </Card>
      </div>
    </>
  );
}
