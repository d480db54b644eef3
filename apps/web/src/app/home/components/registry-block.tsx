import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { HOME_REGISTRY_ENTRIES, sortNewestFirst, type TMe, type TRegistryItem } from '@carnet/contract';
import { Card } from '../../../components/card';
import { ChildSelector, useSelectedChild } from '../../../components/child-selector';
import { EmptyState } from '../../../components/empty-state';
import { InlineError } from '../../../components/inline-error';
import { Skeleton } from '../../../components/skeleton';
import { TextLink } from '../../../components/text-link';
import { getRegistryQueryOptions } from '../../../lib/api/get-registry';
import { hasReadFailed, withErrorShownInPlace } from '../../../lib/query-client';
import { RegistryRow } from '../../../features/child/components/registry-row';
import { childInfoPath } from '../../../lib/paths';

/** The last entries of one child, newest first: 3 on the home page, a glance before 'See all registry'. */
export function latestEntries(items: readonly TRegistryItem[], childId: number | null): TRegistryItem[] {
  const ofChild = items.filter((item) => item.child.id === childId);
  return sortNewestFirst(ofChild, (item) => item.date).slice(0, HOME_REGISTRY_ENTRIES);
}

export function RegistryBlock({ user }: { user: TMe }) {
  const { t } = useLingui();
  const children = user.familyInfo.children;
  const { selectedId, select } = useSelectedChild(children);
  const registry = useQuery(withErrorShownInPlace(getRegistryQueryOptions()));
  const entries = latestEntries(registry.data ?? [], selectedId);
  const hasFailed = hasReadFailed(registry);

  return (
    <Card
      title={t`Registry`}
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
      {hasFailed ? <InlineError message={t`Error loading data...`} onRetry={() => void registry.refetch()} /> : null}
      {registry.isPending && !hasFailed ? <Skeleton rows={3} /> : null}
      {registry.isSuccess && entries.length === 0 ? <EmptyState message={t`No registries available`} /> : null}
      {entries.length > 0 ? (
        <>
          <ul className="divide-y divide-slate-100">
            {entries.map((entry) => (
              <RegistryRow key={entry.id} entry={entry} />
            ))}
          </ul>
          <div className="mt-auto pt-4">
            <TextLink to={childInfoPath(selectedId ?? '')}>
              <Trans>See all registry</Trans>
            </TextLink>
          </div>
        </>
      ) : null}
    </Card>
  );
}
