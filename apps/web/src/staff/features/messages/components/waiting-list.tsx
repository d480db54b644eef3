import { Plural, useLingui } from '@lingui/react/macro';
import { Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../../components/card';
import { EmptyState } from '../../../../components/empty-state';
import { InlineError } from '../../../../components/inline-error';
import { Skeleton } from '../../../../components/skeleton';
import { staffPages, withId } from '../../../staff-paths';
import { useWaitingConversations } from '../api/waiting';
import { formatMoment } from '../message-dates';

/** The conversations whose family waits longer than the school's expected reply time, the longest first. */
export function WaitingList() {
  const { t } = useLingui();
  const waiting = useWaitingConversations();
  return (
    <Card title={t`Waiting for an answer`} titleId="messaging-waiting" icon={<Hourglass className="size-4" />}>
      {waiting.isError && !waiting.data ? (
        <InlineError message={t`The waiting conversations could not be loaded.`} onRetry={() => void waiting.refetch()} />
      ) : !waiting.data ? (
        <Skeleton rows={3} />
      ) : waiting.data.length === 0 ? (
        <EmptyState message={t`No family waits longer than the expected reply time.`} />
      ) : (
        <ul className="grid gap-2">
          {waiting.data.map((w) => {
            const pupil = `${w.childFirstName} ${w.childLastName}`;
            const staff = w.staffKind === 'office' ? t`the office` : (w.teacherName ?? '');
            const family = w.familyName;
            return (
              <li key={w.id} className="rounded-xl border border-slate-200 px-4 py-3">
                <Link to={withId(staffPages.conversation, w.id)} className="font-medium break-words text-brand-700 hover:underline">
                  {w.subject}
                </Link>
                <p className="text-sm text-slate-700">{t`${family} family, about ${pupil}, to ${staff}`}</p>
                <p className="text-xs text-slate-500">
                  <Plural value={w.schoolDaysWaiting} one="Waiting # school day" other="Waiting # school days" />
                  {' · '}
                  <time dateTime={w.waitingSince}>{formatMoment(w.waitingSince)}</time>
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
