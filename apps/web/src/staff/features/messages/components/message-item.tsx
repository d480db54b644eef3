import { Trans } from '@lingui/react/macro';
import { Clock, Siren } from 'lucide-react';
import type { TMessage } from '@carnet/contract';
import { cn } from '../../../../lib/cn';
import { formatMoment } from '../message-dates';
import { MessageAttachments } from './message-attachments';
import { ReadReceipts } from './read-receipts';
import { ReportMessage } from './report-message';

type Props = {
  message: TMessage;
  /** Whether the caller may report it: a party, on the family's side of the conversation. */
  canReport: boolean;
  now: number;
};

/** One message: its author and time, its text and attachments; the staff side's own with their read receipts. */
export function MessageItem({ message: m, canReport, now }: Props) {
  const isDeferred = !m.fromFamily && Date.parse(m.deliverAt) > now;
  const author = m.authorName;
  const deliverAt = formatMoment(m.deliverAt);
  return (
    <article
      aria-label={author}
      className={cn(
        'flex max-w-[36rem] flex-col gap-2 rounded-2xl border px-4 py-3',
        m.fromFamily ? 'self-start border-slate-200 bg-white' : 'self-end border-brand-100 bg-brand-50/60',
      )}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-semibold text-slate-900">{author}</span>
        <time dateTime={m.createdAt} className="text-xs text-slate-600">
          {formatMoment(m.createdAt)}
        </time>
      </header>
      {m.isUrgent ? (
        <p className="inline-flex items-center gap-1 self-start rounded-full bg-rose-100 px-2 py-0.5 text-xs font-semibold text-rose-800">
          <Siren aria-hidden="true" className="size-3.5" />
          <Trans>Urgent</Trans>
        </p>
      ) : null}
      <p className="text-[0.9375rem] break-words whitespace-pre-wrap text-slate-800">{m.body}</p>
      <MessageAttachments files={m.files} />
      {isDeferred ? (
        <p className="inline-flex items-center gap-1.5 text-xs text-amber-800">
          <Clock aria-hidden="true" className="size-3.5 shrink-0" />
          <Trans>Held for quiet hours: the family receives it on {deliverAt}.</Trans>
        </p>
      ) : null}
      {m.isMine || !m.fromFamily ? <ReadReceipts message={m} isDeferred={isDeferred} /> : null}
      {canReport && m.fromFamily ? <ReportMessage messageId={m.id} authorName={author} /> : null}
    </article>
  );
}
