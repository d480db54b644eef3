import { useLingui } from '@lingui/react/macro';
import { BookOpen, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TStaffHomeworkGroup } from '@carnet/contract';
import { EmptyState } from '../../../components/empty-state';
import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { TextLink } from '../../../components/text-link';
import { hasReadFailed } from '../../../lib/query-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SearchInput } from '../../components/search-input';
import { useIsOffice } from '../../lib/use-is-office';
import { staffPages, withId } from '../../staff-paths';
import { useHomeworkGroups } from './api/groups';

/** The teaching groups whose cahier de textes the caller writes (a teacher's own) or reads (the office: every one, and the archived ones). */
export function HomeworkPage() {
  const { t } = useLingui();
  const isOffice = useIsOffice();
  const [params] = useSearchParams();
  const isArchived = isOffice && params.get('archived') === 'true';
  const groups = useHomeworkGroups(isArchived);
  const searchId = useId();
  const [q, setQ] = useState('');
  useDocumentTitle(t`Homework`);
  const shown = groups.data?.groups.filter((group) => matches(group, q)) ?? [];
  return (
    <>
      <PageHeader
        title={isArchived ? t`Homework: archived groups` : t`Homework`}
        description={t`Each teaching group's cahier de textes: the lesson notes and the homework set.`}
      >
        {isOffice ? (
          isArchived ? (
            <TextLink to={staffPages.homework}>{t`Current groups`}</TextLink>
          ) : (
            <TextLink to={`${staffPages.homework}?archived=true`}>{t`Archived groups`}</TextLink>
          )
        ) : null}
      </PageHeader>
      {(groups.data?.groups.length ?? 0) > 6 ? (
        <div className="mb-4 grid max-w-md gap-1.5">
          <label htmlFor={searchId} className="text-sm font-medium text-slate-700">
            {t`Find a group (subject, class or teacher)`}
          </label>
          <SearchInput id={searchId} value={q} onChange={(event) => setQ(event.target.value)} />
        </div>
      ) : null}
      <section aria-label={t`Teaching groups`} aria-busy={groups.isFetching}>
        {hasReadFailed(groups) ? (
          <InlineError message={t`The teaching groups could not be loaded.`} onRetry={() => void groups.refetch()} />
        ) : !groups.data ? (
          <Skeleton rows={4} />
        ) : groups.data.groups.length === 0 ? (
          <EmptyState message={isArchived ? t`No archived teaching group.` : t`You teach no group yet.`} />
        ) : shown.length === 0 ? (
          <EmptyState message={t`No group matches this search.`} />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {shown.map((group) => (
              <GroupCard key={group.id} group={group} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** The office reads every group of the school: a few letters of its subject, class, name or teacher find it. */
function matches(group: TStaffHomeworkGroup, q: string): boolean {
  const words = q.trim().toLocaleLowerCase();
  if (!words) return true;
  return [group.subject, group.teachingGroup, group.className, group.teacherName].some((text) => text.toLocaleLowerCase().includes(words));
}

function GroupCard({ group }: { group: TStaffHomeworkGroup }) {
  const { t } = useLingui();
  const { className, teacherName, pupilsCount: pupils } = group;
  return (
    <li>
      <Link
        to={withId(staffPages.homeworkGroup, group.id)}
        className="flex min-h-16 items-center gap-3 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-lg" style={{ backgroundColor: group.color }}>
          <BookOpen className="size-5 text-white" />
        </span>
        <span className="grid min-w-0 flex-1">
          <span className="font-semibold text-slate-900">
            {group.subject} · {group.teachingGroup}
          </span>
          <span className="text-sm text-slate-600">{t`${className}, ${teacherName}, ${pupils} pupils`}</span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
      </Link>
    </li>
  );
}
