import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import type { TStaffConversationSummary } from '@carnet/contract';
import { cn } from '../../../../lib/cn';
import { staffPages, withId } from '../../../staff-paths';
import { isStillToArrive } from '../../../../lib/message-arrival';
import { formatMoment, formatWillArrive } from '../message-dates';

/** The caller's conversations, one card each, newest first: made for a phone's width first. */
/** `now`: when the list was read, the moment a held message's arrival is compared with (render stays pure). */
export function ConversationList({ conversations, now }: { conversations: TStaffConversationSummary[]; now: number }) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Conversations`} className="grid gap-2">
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <ConversationItem conversation={conversation} now={now} />
        </li>
      ))}
    </ul>
  );
}

function ConversationItem({ conversation: c, now }: { conversation: TStaffConversationSummary; now: number }) {
  const pupil = `${c.childFirstName} ${c.childLastName}`;
  const family = c.familyName;
  const hasUnread = c.unread > 0;
  const teacher = c.teacherName ?? '';
  return (
    <Link
      to={withId(staffPages.conversation, c.id)}
      className={cn(
        'flex flex-col gap-1 rounded-xl border bg-white px-4 py-3 shadow-xs transition-colors hover:border-brand-300',
        hasUnread ? 'border-brand-200' : 'border-slate-200',
      )}
    >
      <span className="flex items-start justify-between gap-3">
        <span className={cn('min-w-0 break-words text-slate-900', hasUnread ? 'font-semibold' : 'font-medium')}>{c.subject}</span>
        {hasUnread ? (
          <span className="shrink-0 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
            <Plural value={c.unread} one="# unread" other="# unread" />
          </span>
        ) : null}
      </span>
      <span className="text-sm text-slate-700">
        {c.isStudentOnly ? (
          <Trans>{pupil} (the pupil)</Trans>
        ) : (
          <Trans>
            {family} family, about {pupil}
          </Trans>
        )}
      </span>
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
        <span>{c.staffKind === 'office' ? <Trans>With the office</Trans> : <Trans>With {teacher}</Trans>}</span>
        <time dateTime={c.lastMessageAt}>
          {isStillToArrive(c.lastMessageAt, now) ? formatWillArrive(c.lastMessageAt) : formatMoment(c.lastMessageAt)}
        </time>
        {c.isClosed ? (
          <span className="inline-flex items-center gap-1">
            <Lock aria-hidden="true" className="size-3" />
            <Trans>Closed</Trans>
          </span>
        ) : null}
      </span>
    </Link>
  );
}
