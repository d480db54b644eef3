import { Trans, useLingui } from '@lingui/react/macro';
import { BookCheck } from 'lucide-react';
import type { TDueNext, THomeworkItem } from '@carnet/contract';
import { Card } from '../../../components/card';
import { InlineError } from '../../../components/inline-error';
import { Skeleton } from '../../../components/skeleton';
import { TextLink } from '../../../components/text-link';
import { useDueNext } from '../../../features/homework/api/get-due-next';
import { formatDate } from '../../../lib/dates';
import { homeworkPath } from '../../../lib/paths';
import { hasReadFailed } from '../../../lib/query-client';

/**
 * "Due tomorrow": every child's homework due on the next school day, a line each (subject, a test or
 * something to bring said so, the minutes), each child linking to their Homework page. Loaded after the
 * home page's first paint (home-page.tsx), its texts few and in the home page's catalog.
 */
export function DueTomorrowBlock() {
  const { t } = useLingui();
  const dueNext = useDueNext();
  const hasFailed = hasReadFailed(dueNext);
  const data = dueNext.data;
  const day = data ? formatDate(data.date, { weekday: 'long', day: 'numeric', month: 'long' }) : '';
  const children = data?.children ?? [];
  const isEmpty = data !== undefined && children.every((child) => child.items.length === 0);
  return (
    <Card
      title={t`Due tomorrow`}
      titleId="home-due-tomorrow"
      icon={<BookCheck className="size-4" />}
      action={<span className="text-sm text-slate-500">{day}</span>}
    >
      {hasFailed ? <InlineError message={t`Error loading data...`} onRetry={() => void dueNext.refetch()} /> : null}
      {dueNext.isPending && !hasFailed ? <Skeleton rows={2} /> : null}
      {isEmpty ? (
        <p className="text-sm text-slate-500">
          <Trans>Nothing due on {day}.</Trans>
        </p>
      ) : null}
      {isEmpty ? null : (
        <ul className="flex flex-col gap-4">
          {children.map((child) => (
            <ChildDue key={child.childId} child={child} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function ChildDue({ child }: { child: TDueNext['children'][number] }) {
  const name = child.firstName;
  return (
    <li>
      <h3 className="text-sm font-semibold text-slate-900">{name}</h3>
      <ul className="mt-1 flex flex-col gap-1 text-sm text-slate-700">
        {child.items.map((item) => (
          <DueItem key={item.id} item={item} />
        ))}
        {child.items.length === 0 ? (
          <li className="text-slate-500">
            <Trans>Nothing due.</Trans>
          </li>
        ) : null}
      </ul>
      <div className="mt-1">
        <TextLink to={homeworkPath(child.childId)}>
          <Trans>{name}’s homework</Trans>
        </TextLink>
      </div>
    </li>
  );
}

function DueItem({ item }: { item: THomeworkItem }) {
  const { t } = useLingui();
  const minutes = item.minutes;
  return (
    <li className="flex items-center gap-2">
      <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: item.color }} />
      <span className="font-medium">{item.subject}</span>
      {item.kind === 'test' ? <span>· {t`Test`}</span> : null}
      {item.kind === 'bring' ? <span>· {t`Something to bring`}</span> : null}
      {minutes > 0 ? <span className="ml-auto text-slate-500">{t`${minutes} min`}</span> : null}
    </li>
  );
}
