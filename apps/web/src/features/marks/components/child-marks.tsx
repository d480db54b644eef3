import { Trans, useLingui } from '@lingui/react/macro';
import { ChartLine } from 'lucide-react';
import { EmptyState } from '../../../components/empty-state';
import { InlineError } from '../../../components/inline-error';
import { Skeleton } from '../../../components/skeleton';
import { hasReadFailed } from '../../../lib/query-state';
import { useChildMarks } from '../api/get-child-marks';
import { formatOutOf } from '../marks-format';
import { DomainsSummary } from './domains-summary';
import { SubjectCard } from './subject-card';
import { TermSelect } from './term-select';

type Props = { childId: number; termId: number | null; onTermSelect: (termId: number) => void };

/** One child's term: the term's choice, the overall average, each subject's card, the common core. */
export function ChildMarks({ childId, termId, onTermSelect }: Props) {
  const { t } = useLingui();
  const marks = useChildMarks(childId, termId);
  const hasFailed = hasReadFailed(marks);
  const data = marks.data;
  const isEmpty = data !== undefined && data.subjects.length === 0 && !data.domains.some((d) => d.counts.some((n) => n > 0));
  const overall = data?.overallAverage ?? null;

  return (
    <div className="flex flex-col gap-5">
      {data ? <TermSelect terms={data.terms} selectedId={data.term?.id ?? null} onSelect={onTermSelect} /> : null}
      {hasFailed ? <InlineError message={t`The marks could not be loaded.`} onRetry={() => void marks.refetch()} /> : null}
      {marks.isPending && !hasFailed ? <Skeleton rows={4} /> : null}
      {isEmpty ? <EmptyState message={t`No marks yet this term.`} icon={<ChartLine className="size-6" />} /> : null}
      {data && !isEmpty ? (
        <>
          <p className="flex flex-wrap items-baseline gap-x-2 rounded-2xl border border-slate-200/80 bg-white px-4 py-3 shadow-xs">
            <span className="text-sm text-slate-600">
              <Trans>Overall average</Trans>
            </span>
            <span className="text-xl font-semibold text-slate-900 tabular-nums">
              {overall === null ? t`None` : formatOutOf(overall, 20)}
            </span>
          </p>
          <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-2">
            {data.subjects.map((subject) => (
              <SubjectCard key={subject.groupId} subject={subject} term={data.term} />
            ))}
          </div>
          <DomainsSummary domains={data.domains} />
        </>
      ) : null}
    </div>
  );
}
