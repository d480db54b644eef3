import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ClipboardList } from 'lucide-react';
import { isAbsence, ZRegistryList, type TRegistryItem } from '@carnet/contract';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { InlineError } from '../../../components/inline-error';
import { ShowOlderButton } from '../../../components/show-older-button';
import { Skeleton } from '../../../components/skeleton';
import { formatLongDate } from '../../../lib/dates';
import { paths, requestFormPath } from '../../../lib/paths';
import { useRegistryPage } from '../../../lib/api/get-registry';
import { useOlderPages } from '../../../lib/api/use-older-pages';
import { queryKeys } from '../../../lib/query-keys';
import { registryOf } from '../child-rules';
import { AbsenceCertificate } from './absence-certificate';
import { RegistryRow } from './registry-row';

/**
 * The child's registry entries of this and last school year, newest first, and older ones on request;
 * a parent attaches a certificate to an absence.
 */
export function RegistryTab({ childId, canEdit }: { childId: number; canEdit: boolean }) {
  const { t } = useLingui();
  const registry = useRegistryPage();
  const older = useOlderPages(queryKeys.registry, registry.data?.nextPath, ZRegistryList);
  const entries = registryOf([...(registry.data?.items ?? []), ...older.items], childId);
  /** Which absence, for screen readers: 'the absence of 20 November 2026 (French)'. */
  const absenceOf = (entry: TRegistryItem) => {
    const day = formatLongDate(entry.date);
    const subject = entry.subject?.name;
    return subject ? t`the absence of ${day} (${subject})` : t`the absence of ${day}`;
  };
  return (
    <Card title={t`Registry`} titleId="child-registry" icon={<ClipboardList className="size-4" />}>
      {canEdit ? (
        // A parent tells the school ahead from here too (decision 107), the child already chosen.
        <p className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium">
          <Link
            to={requestFormPath(paths.reportAbsence, childId)}
            className="inline-flex min-h-11 items-center text-brand-700 hover:underline"
          >
            <Trans>Report an absence</Trans>
          </Link>
          <Link to={requestFormPath(paths.askLeave, childId)} className="inline-flex min-h-11 items-center text-brand-700 hover:underline">
            <Trans>Ask for leave</Trans>
          </Link>
          <Link to={paths.familyRequests} className="inline-flex min-h-11 items-center text-brand-700 hover:underline">
            <Trans>Absences and leave</Trans>
          </Link>
        </p>
      ) : null}
      {registry.isPending ? <Skeleton rows={4} /> : null}
      {registry.isError ? <InlineError message={t`Error loading data...`} /> : null}
      {registry.isSuccess && entries.length === 0 ? <EmptyState message={t`No registries available`} /> : null}
      {entries.length > 0 ? (
        <ul className="divide-y divide-slate-100">
          {entries.map((entry) => (
            <RegistryRow key={entry.id} entry={entry}>
              {isAbsence(entry.statut) ? (
                <AbsenceCertificate
                  absenceId={entry.id}
                  title={entry.certificate?.title ?? null}
                  canEdit={canEdit}
                  when={absenceOf(entry)}
                />
              ) : null}
            </RegistryRow>
          ))}
        </ul>
      ) : null}
      <ShowOlderButton label={t`Show older`} errorMessage={t`Error loading data...`} pages={older} />
    </Card>
  );
}
