import type { TChildSummary } from '@carnet/contract';
import { ChildSelector, useSelectedChild } from '../../components/child-selector';
import { EmptyState } from '../../components/empty-state';
import { InlineError } from '../../components/inline-error';
import { PageHeader } from '../../components/page-header';
import { Skeleton } from '../../components/skeleton';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUser } from '../../lib/use-user';
import { useRewards } from './api/get-rewards';
import { useThisTerm } from './api/get-this-term';
import { CommendationHelp } from './components/commendation-help';
import { CommendationProgress } from './components/commendation-progress';
import { RewardCard } from './components/reward-card';
import { RewardCounters } from './components/reward-counters';

const NO_CHILDREN: readonly TChildSummary[] = [];

/** Route /rewards (any signed-in user): one child's rewards, commendations and sanctions. */
export function RewardsPage() {
  useDocumentTitle('Rewards Sanctions');
  const children = useUser()?.familyInfo.children ?? NO_CHILDREN;
  const { selectedId, select } = useSelectedChild(children);
  const rewards = useRewards(selectedId);
  const termEnd = useThisTerm().data?.end ?? null;
  const data = rewards.data;

  return (
    <>
      <PageHeader title="Rewards Sanctions" description="Rewards, commendations and sanctions of this term.">
        {children.length > 1 ? <ChildSelector items={children} selectedId={selectedId} onSelect={select} /> : null}
      </PageHeader>
      {selectedId === null ? <EmptyState message="You have not received a rating yet..." /> : null}
      {rewards.isPending && selectedId !== null ? <Skeleton rows={4} /> : null}
      {rewards.isError ? <InlineError message="Error loading data..." /> : null}
      {data ? (
        <>
          <RewardCounters
            rewards={data.rewards.length}
            commendations={data.commendations.length}
            sanctions={data.sanctions.length}
            termEnd={termEnd}
          />
          {/* The help sits beside everything on wide screens, and right under the progress on small ones. */}
          <div className="grid grid-cols-1 gap-8 lg:grid-cols-3 lg:gap-x-6">
            <section aria-labelledby="rewards-progress" className="lg:col-span-2">
              <h2 id="rewards-progress" className="mb-3 text-base font-semibold text-slate-900">
                Toward a commendation
              </h2>
              <CommendationProgress
                rewardCount={data.rewards.length}
                commendationDates={data.commendations.map((commendation) => commendation.date)}
                termEnd={termEnd}
              />
            </section>
            <div className="lg:col-start-3 lg:row-span-3 lg:row-start-1">
              <CommendationHelp />
            </div>
            <section aria-labelledby="rewards-list" className="lg:col-span-2">
              <h2 id="rewards-list" className="mb-3 text-base font-semibold text-slate-900">
                Rewards
              </h2>
              {data.rewards.length === 0 ? (
                <EmptyState message="You have not received a rating yet..." />
              ) : (
                <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                  {data.rewards.map((reward) => (
                    <li key={reward.id}>
                      <RewardCard item={reward} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
            {data.sanctions.length > 0 ? (
              <section aria-labelledby="rewards-sanctions" className="lg:col-span-2">
                <h2 id="rewards-sanctions" className="mb-3 text-base font-semibold text-slate-900">
                  Sanctions
                </h2>
                <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                  {data.sanctions.map((sanction) => (
                    <li key={sanction.id}>
                      <RewardCard item={sanction} isSanction />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        </>
      ) : null}
    </>
  );
}
