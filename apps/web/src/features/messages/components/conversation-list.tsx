import { Plural, Trans } from '@lingui/react/macro';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import type { TConversationSummary } from '@carnet/contract';
import { cn } from '../../../lib/cn';
import { conversationPath } from '../../../lib/paths';
import { isStillToArrive } from '../../../lib/message-arrival';
import { formatArrival, formatMessageTime, isArrivingToday } from '../message-dates';
import { WithWhom } from './with-whom';

/** The caller's conversations, newest first: each a link naming the child, the other side and the subject. */
/** `now`: when the list was read, the moment a held message's arrival is compared with (render stays pure). */
export function ConversationList({ conversations, now }: { conversations: readonly TConversationSummary[]; now: number }) {
  return (
    <ul className="flex flex-col divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-xs">
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <ConversationRow conversation={conversation} now={now} />
        </li>
      ))}
    </ul>
  );
}

function ConversationRow({ conversation, now }: { conversation: TConversationSummary; now: number }) {
  const isUnread = conversation.unread > 0;
  return (
    <Link
      to={conversationPath(conversation.id)}
      className={cn('flex flex-col gap-1 px-4 py-3 transition-colors hover:bg-slate-50', isUnread && 'bg-brand-50/40')}
    >
      <span className="flex items-baseline justify-between gap-3">
        <span className={cn('min-w-0 break-words text-[0.9375rem] text-slate-900', isUnread ? 'font-semibold' : 'font-medium')}>
          {conversation.subject}
        </span>
        <time dateTime={conversation.lastMessageAt} className="shrink-0 text-end text-xs text-slate-500">
          {isStillToArrive(conversation.lastMessageAt, now) ? (
            <WillArrive instant={conversation.lastMessageAt} />
          ) : (
            formatMessageTime(conversation.lastMessageAt)
          )}
        </time>
      </span>
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
        <WithWhom conversation={conversation} />
        {conversation.isClosed ? (
          <span className="inline-flex items-center gap-1 text-xs text-slate-500">
            <Lock aria-hidden="true" className="size-3.5" />
            <Trans>Closed</Trans>
          </span>
        ) : null}
        {isUnread ? (
          <span className="ms-auto rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
            <Plural value={conversation.unread} one="# unread" other="# unread" />
          </span>
        ) : null}
      </span>
    </Link>
  );
}

/** The writer's own message held for quiet hours is the newest: when it will arrive, not a time to come. */
function WillArrive({ instant }: { instant: string }) {
  const { day, time } = formatArrival(instant);
  return isArrivingToday(instant) ? (
    <Trans>Will arrive at {time}</Trans>
  ) : (
    <Trans>
      Will arrive on {day} at {time}
    </Trans>
  );
}
