import { ClipboardList } from 'lucide-react';
import { isAbsence } from '@carnet/contract';
import { Card } from '../../../components/card';
import { DateText } from '../../../components/date-text';
import { EmptyState } from '../../../components/empty-state';
import { InlineError } from '../../../components/inline-error';
import { RegistryStatusBadge } from '../../../components/registry-status-badge';
import { Skeleton } from '../../../components/skeleton';
import { formatLongDate } from '../../../lib/dates';
import { useRegistry } from '../../../lib/api/get-registry';
import { registryOf } from '../child-rules';
import { AbsenceCertificate } from './absence-certificate';

/** Every registry entry of the child, newest first; a parent attaches a certificate to an absence. */
export function RegistryTab({ childId, canEdit }: { childId: number; canEdit: boolean }) {
  const registry = useRegistry();
  const entries = registryOf(registry.data ?? [], childId);
  return (
    <Card title="Registry" titleId="child-registry" icon={<ClipboardList className="size-4" />}>
      {registry.isPending ? <Skeleton rows={4} /> : null}
      {registry.isError ? <InlineError message="Error loading data..." /> : null}
      {registry.isSuccess && entries.length === 0 ? <EmptyState message="No registries available" /> : null}
      {entries.length > 0 ? (
        <ul className="divide-y divide-slate-100">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
              <div className="min-w-0 flex-1 basis-40">
                <p className="text-sm font-medium text-slate-900">{entry.subject?.name ?? 'Whole day'}</p>
                <p className="text-sm text-slate-500">
                  <DateText value={entry.date} />
                </p>
              </div>
              <RegistryStatusBadge statut={entry.statut} isExcused={entry.excused} />
              {isAbsence(entry.statut) ? (
                <AbsenceCertificate
                  absenceId={entry.id}
                  title={entry.certificate?.title ?? null}
                  canEdit={canEdit}
                  when={`the absence of ${formatLongDate(entry.date)}${entry.subject ? ` (${entry.subject.name})` : ''}`}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
