import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { ApiError } from '../../../lib/api-error';
import { formatLongDate } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePupil, useSetPupilActive } from './api/pupils';
import { ConfirmButton } from './components/confirm-button';
import { InactiveBadge } from './components/list-controls';
import { PupilClass } from './components/pupil-class';
import { PupilDetails } from './components/pupil-details';
import { PupilHealth } from './components/pupil-health';
import { PupilHistory } from './components/pupil-history';
import { StudentAccount } from './components/student-account';
import { saveWith } from './write-feedback';

/** A pupil's page: details and photo, class and teaching groups, health records (audited), history; (de)activation. */
export function PupilPage() {
  const { t } = useLingui();
  const id = Number(useParams().id);
  const pupil = usePupil(id);
  const setActive = useSetPupilActive(id);
  const name = pupil.data ? `${pupil.data.firstName} ${pupil.data.lastName}` : '';
  useDocumentTitle(name || t`Pupil`);
  if (pupil.isPending) return <Skeleton rows={6} />;
  if (pupil.isError) {
    const isMissing = pupil.error instanceof ApiError && (pupil.error.status === 404 || pupil.error.status === 400);
    return (
      <InlineError
        message={isMissing ? t`This pupil does not exist.` : t`The pupil could not be loaded.`}
        onRetry={isMissing ? undefined : () => void pupil.refetch()}
      />
    );
  }
  const data = pupil.data;
  const since = data.deactivatedAt ? formatLongDate(data.deactivatedAt) : '';
  return (
    <>
      <PageHeader
        title={name}
        description={
          data.deactivatedAt ? (
            <Trans>Deactivated on {since}: kept with their history, out of the lists and the audiences.</Trans>
          ) : undefined
        }
      >
        <span className="flex items-center gap-2">
          {data.deactivatedAt ? <InactiveBadge /> : null}
          <ConfirmButton
            label={data.deactivatedAt ? <Trans>Reactivate</Trans> : <Trans>Deactivate</Trans>}
            question={
              data.deactivatedAt ? (
                <Trans>Reactivate this pupil and their account?</Trans>
              ) : (
                <Trans>Deactivate this pupil and their own account?</Trans>
              )
            }
            isPending={setActive.isPending}
            onConfirm={() => void saveWith(() => setActive.mutateAsync(data.deactivatedAt !== null))}
          />
        </span>
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-2">
        <PupilDetails pupil={data} />
        <PupilClass pupil={data} />
        <StudentAccount pupil={data} />
        <div className="lg:col-span-2">
          <PupilHealth pupilId={id} />
        </div>
        <div className="lg:col-span-2">
          <PupilHistory pupilId={id} />
        </div>
      </div>
    </>
  );
}
