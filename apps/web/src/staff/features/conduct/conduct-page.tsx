import { useLingui } from '@lingui/react/macro';
import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { hasReadFailed } from '../../../lib/query-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useConductPupils } from './api/conduct-pupils';
import { ConcernsSection, ConductSection } from './components/conduct-sections';
import { PupilPicker } from './components/pupil-picker';
import { fullName } from './pupil-groups';
import { usePupilParam } from './use-pupil-param';

/**
 * Conduct and concerns (decision 070): a teacher (or the office) chooses a pupil, then gives a reward or a
 * sanction and raises a concern; the family is told at once. Without a pupil, the recent entries.
 */
export function ConductPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Conduct and concerns`);
  const [childId, setChildId] = usePupilParam();
  const pupils = useConductPupils();
  const chosen = pupils.data?.find((pupil) => pupil.id === childId);
  const pupil = chosen ? { id: chosen.id, name: fullName(chosen) } : null;
  return (
    <>
      <PageHeader
        title={t`Conduct and concerns`}
        description={t`Rewards, sanctions and concerns for your pupils. The family is told as soon as you save.`}
      />
      {hasReadFailed(pupils) ? (
        <InlineError message={t`The pupils could not be loaded.`} onRetry={() => void pupils.refetch()} />
      ) : !pupils.data ? (
        <Skeleton rows={2} />
      ) : (
        <>
          <PupilPicker pupils={pupils.data} childId={pupil?.id ?? null} onChange={setChildId} />
          {childId !== null && !pupil ? <InlineError message={t`This pupil is not among yours, or no longer exists.`} /> : null}
          <div className="grid gap-8 lg:grid-cols-2">
            <ConductSection pupil={pupil} />
            <ConcernsSection pupil={pupil} />
          </div>
        </>
      )}
    </>
  );
}
