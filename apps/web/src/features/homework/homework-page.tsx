import { useLingui } from '@lingui/react/macro';
import { BookCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { TChildSummary } from '@carnet/contract';
import { ChildSelector } from '../../components/child-selector';
import { EmptyState } from '../../components/empty-state';
import { InlineError } from '../../components/inline-error';
import { PageHeader } from '../../components/page-header';
import { Skeleton } from '../../components/skeleton';
import { hasReadFailed } from '../../lib/query-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { hasRole, useUser } from '../../lib/use-user';
import { useChildHomework } from './api/get-child-homework';
import { HomeworkSections } from './components/homework-sections';
import { StudentTasks } from './components/student-tasks';

/** The child named by ?children=, or the first; an id not among the family's children shows none. */
function chooseChild(children: readonly TChildSummary[], requested: string | null): TChildSummary | null {
  if (requested === null || requested === '') return children[0] ?? null;
  return children.find((child) => String(child.id) === requested) ?? null;
}

/**
 * Route /homework?children={childId} (any family account): the child's homework due tomorrow (the next
 * school day), this week, later and past. A student ticks theirs done and keeps tasks of their own;
 * a parent sees the ticks.
 */
export function HomeworkPage() {
  const { t } = useLingui();
  const title = t`Homework`;
  useDocumentTitle(title);
  const user = useUser();
  const children = user?.familyInfo.children ?? [];
  const [searchParams, setSearchParams] = useSearchParams();
  const child = chooseChild(children, searchParams.get('children'));
  // A parent who is also a student's account is not a thing; the parent's side wins, read-only.
  const isStudent = hasRole(user, 'ROLE_STUDENT') && !hasRole(user, 'ROLE_PARENT');

  return (
    <>
      <PageHeader title={title}>
        {children.length > 1 ? (
          <ChildSelector
            items={children}
            selectedId={child?.id ?? null}
            onSelect={(id) => setSearchParams({ children: String(id) }, { replace: true })}
          />
        ) : null}
      </PageHeader>
      {child ? (
        <ChildHomework key={child.id} childId={child.id} isStudent={isStudent} />
      ) : (
        <EmptyState message={t`No child found`} icon={<BookCheck className="size-6" />} />
      )}
    </>
  );
}

function ChildHomework({ childId, isStudent }: { childId: number; isStudent: boolean }) {
  const { t } = useLingui();
  const homework = useChildHomework(childId);
  const hasFailed = hasReadFailed(homework);
  const data = homework.data;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="flex flex-col gap-6 lg:col-span-2">
        {hasFailed ? <InlineError message={t`The homework could not be loaded.`} onRetry={() => void homework.refetch()} /> : null}
        {homework.isPending && !hasFailed ? <Skeleton rows={4} /> : null}
        {data && data.items.length === 0 ? (
          <EmptyState message={t`No homework set for now.`} icon={<BookCheck className="size-6" />} />
        ) : null}
        {data && data.items.length > 0 ? <HomeworkSections childId={childId} homework={data} canTick={isStudent} /> : null}
      </div>
      {isStudent && data ? (
        <div>
          <StudentTasks childId={childId} tasks={data.tasks} />
        </div>
      ) : null}
    </div>
  );
}
