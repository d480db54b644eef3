import { ClipboardList } from 'lucide-react';
import { isAbsence } from '@carnet/contract';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { InlineError } from '../../../components/inline-error';
import { RegistryRow } from '../../../components/registry-row';
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
            <RegistryRow key={entry.id} entry={entry}>
              {isAbsence(entry.statut) ? (
                <AbsenceCertificate
                  absenceId={entry.id}
                  title={entry.certificate?.title ?? null}
                  canEdit={canEdit}
                  when={`the absence of ${formatLongDate(entry.date)}${entry.subject ? ` (${entry.subject.name})` : ''}`}
                />
              ) : null}
            </RegistryRow>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
