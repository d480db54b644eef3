import { ClipboardList } from 'lucide-react';
import { HOME_REGISTRY_ENTRIES, sortNewestFirst, type TMe, type TRegistryItem } from '@carnet/contract';
import { Card } from '../../../components/card';
import { ChildSelector, useSelectedChild } from '../../../components/child-selector';
import { DateText } from '../../../components/date-text';
import { EmptyState } from '../../../components/empty-state';
import { InlineError } from '../../../components/inline-error';
import { Skeleton } from '../../../components/skeleton';
import { TextLink } from '../../../components/text-link';
import { useRegistry } from '../../../lib/api/get-registry';
import { RegistryStatusBadge } from '../../../components/registry-status-badge';

/** The last entries of one child, newest first (spec section 9: 3 on the home page). */
export function latestEntries(items: readonly TRegistryItem[], childId: number | null): TRegistryItem[] {
  const ofChild = items.filter((item) => item.child.id === childId);
  return sortNewestFirst(ofChild, (item) => item.date).slice(0, HOME_REGISTRY_ENTRIES);
}

export function RegistryBlock({ user }: { user: TMe }) {
  const children = user.familyInfo.children;
  const { selectedId, select } = useSelectedChild(children);
  const registry = useRegistry();
  const entries = latestEntries(registry.data ?? [], selectedId);

  return (
    <Card
      title="Registry"
      titleId="home-registry"
      icon={<ClipboardList className="size-4" />}
      action={
        children.length > 1 ? (
          <ChildSelector items={children} selectedId={selectedId} onSelect={select} />
        ) : (
          <span className="text-sm text-slate-500">{children[0]?.firstName}</span>
        )
      }
    >
      {registry.isPending ? <Skeleton rows={3} /> : null}
      {registry.isError ? <InlineError message="Error loading data..." /> : null}
      {registry.isSuccess && entries.length === 0 ? <EmptyState message="No registries available" /> : null}
      {entries.length > 0 ? (
        <>
          <ul className="divide-y divide-slate-100">
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1.5 py-3 first:pt-0">
                <div className="min-w-0">
                  <p className="text-sm font-medium text-slate-900">{entry.subject?.name ?? 'Whole day'}</p>
                  <p className="text-sm text-slate-500">
                    <DateText value={entry.date} />
                  </p>
                </div>
                <RegistryStatusBadge statut={entry.statut} isExcused={entry.excused} />
              </li>
            ))}
          </ul>
          <div className="mt-auto pt-4">
            <TextLink to={`/childinfo?children=${selectedId ?? ''}`}>See all registry</TextLink>
          </div>
        </>
      ) : null}
    </Card>
  );
}
