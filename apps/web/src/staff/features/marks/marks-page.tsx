import { useLingui } from '@lingui/react/macro';
import { ChevronRight, ClipboardPen } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { TStaffMarksGroup } from '@carnet/contract';
import { EmptyState } from '../../../components/empty-state';
import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { TextLink } from '../../../components/text-link';
import { hasReadFailed } from '../../../lib/query-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useIsOffice } from '../../lib/use-is-office';
import { staffPages, withId } from '../../staff-paths';
import { useMarksGroups } from './api/groups';

/** The teaching groups whose marks the caller enters (a teacher's own) or reads (the office: every one, and the archived ones). */
export function MarksPage() {
  const { t } = useLingui();
  const isOffice = useIsOffice();
  const [params] = useSearchParams();
  const isArchived = isOffice && params.get('archived') === 'true';
  const groups = useMarksGroups(isArchived);
  useDocumentTitle(t`Marks`);
  return (
    <>
      <PageHeader
        title={isArchived ? t`Marks: archived groups` : t`Marks`}
        description={t`Each teaching group's assessments, marks and averages.`}
      >
        {isOffice ? (
          <div className="flex flex-wrap gap-4">
            <TextLink to={staffPages.marksSettings}>{t`Release time and competencies`}</TextLink>
            {isArchived ? (
              <TextLink to={staffPages.marks}>{t`Current groups`}</TextLink>
            ) : (
              <TextLink to={`${staffPages.marks}?archived=true`}>{t`Archived groups`}</TextLink>
            )}
          </div>
        ) : null}
      </PageHeader>
      <section aria-label={t`Teaching groups`} aria-busy={groups.isFetching}>
        {hasReadFailed(groups) ? (
          <InlineError message={t`The teaching groups could not be loaded.`} onRetry={() => void groups.refetch()} />
        ) : !groups.data ? (
          <Skeleton rows={4} />
        ) : groups.data.groups.length === 0 ? (
          <EmptyState message={isArchived ? t`No archived teaching group.` : t`You teach no group yet.`} />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {groups.data.groups.map((group) => (
              <GroupCard key={group.id} group={group} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function GroupCard({ group }: { group: TStaffMarksGroup }) {
  const { t } = useLingui();
  const { className, teacherName, pupilsCount: pupils } = group;
  return (
    <li>
      <Link
        to={withId(staffPages.marksGroup, group.id)}
        className="flex min-h-16 items-center gap-3 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-lg" style={{ backgroundColor: group.color }}>
          <ClipboardPen className="size-5 text-white" />
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
