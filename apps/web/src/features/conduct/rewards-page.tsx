import { Trans, useLingui } from '@lingui/react/macro';
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
import { sanctionsOfTerm } from './rewards-rules';

const NO_CHILDREN: readonly TChildSummary[] = [];

/** Route /rewards (any signed-in user): one child's rewards, commendations and sanctions of this term. */
export function RewardsPage() {
  const { t } = useLingui();
  const title = t`Rewards Sanctions`;
  useDocumentTitle(title);
  const children = useUser()?.familyInfo.children ?? NO_CHILDREN;
  const { selectedId, select } = useSelectedChild(children);
  const rewards = useRewards(selectedId);
  const thisTerm = useThisTerm();
  const term = thisTerm.data ?? null;
  const termEnd = term?.end ?? null;
  // The counters wait for the term: they say its period, and the sanctions are narrowed to it.
  const data = thisTerm.isPending ? undefined : rewards.data;
  const sanctions = data ? (term ? sanctionsOfTerm(data.sanctions, term) : data.sanctions) : [];
  const emptyMessage = t`You have not received a rating yet...`;

  return (
    <>
      <PageHeader title={title} description={t`Rewards, commendations and sanctions of this term.`}>
        {children.length > 1 ? <ChildSelector items={children} selectedId={selectedId} onSelect={select} /> : null}
      </PageHeader>
      {selectedId === null ? <EmptyState message={emptyMessage} /> : null}
      {(rewards.isPending || (rewards.isSuccess && !data)) && selectedId !== null ? <Skeleton rows={4} /> : null}
      {rewards.isError ? <InlineError message={t`Error loading data...`} /> : null}
      {data ? (
        <>
          <RewardCounters
            rewards={data.rewards.length}
            commendations={data.commendations.length}
            sanctions={sanctions.length}
            termEnd={termEnd}
            sanctionsOfSchoolYear={!term}
          />
          {/* The help sits beside everything on wide screens, and right under the progress on small ones. */}
          <div className="grid grid-cols-1 gap-8 lg:grid-cols-3 lg:gap-x-6">
            <section aria-labelledby="rewards-progress" className="lg:col-span-2">
              <h2 id="rewards-progress" className="mb-3 text-base font-semibold text-slate-900">
                <Trans>Toward a commendation</Trans>
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
                <Trans>Rewards</Trans>
              </h2>
              {data.rewards.length === 0 ? (
                <EmptyState message={emptyMessage} />
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
            {sanctions.length > 0 ? (
              <section aria-labelledby="rewards-sanctions" className="lg:col-span-2">
                <h2 id="rewards-sanctions" className="mb-3 text-base font-semibold text-slate-900">
                  <Trans>Sanctions</Trans>
                </h2>
                <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                  {sanctions.map((sanction) => (
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
