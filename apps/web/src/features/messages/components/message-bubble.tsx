import { Trans } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import type { TMessage } from '@carnet/contract';
import { cn } from '../../../lib/cn';
import { formatMessageTime } from '../message-dates';
import { MessageFiles } from './message-files';
import { ReadReceipt } from './read-receipt';
import { ReportMessage } from './report-message';

/**
 * One message: one's own on the right with its read receipt, the other side's on the left with "Report".
 * The text keeps its line breaks and is never read as HTML.
 */
export function MessageBubble({ message }: { message: TMessage }) {
  const mine = message.isMine;
  const author = message.authorName;
  return (
    <article
      aria-label={author}
      className={cn('flex max-w-[min(40rem,92%)] flex-col gap-1.5', mine ? 'items-end self-end' : 'items-start self-start')}
    >
      <header className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-600">
        <span className="font-medium text-slate-700">{mine ? <Trans>You</Trans> : author}</span>
        <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
        {message.isUrgent ? (
          <span className="inline-flex items-center gap-1 font-medium text-rose-700">
            <TriangleAlert aria-hidden="true" className="size-3.5" />
            <Trans>Urgent</Trans>
          </span>
        ) : null}
      </header>
      <div
        className={cn(
          'w-full rounded-2xl px-4 py-2.5 text-[0.9375rem] leading-relaxed break-words whitespace-pre-wrap',
          mine ? 'rounded-br-md bg-brand-600 text-white' : 'rounded-bl-md border border-slate-200 bg-white text-slate-900',
        )}
      >
        {message.body}
      </div>
      <MessageFiles files={message.files} />
      {mine ? <ReadReceipt message={message} /> : <ReportMessage messageId={message.id} />}
    </article>
  );
}
