import { Trans, useLingui } from '@lingui/react/macro';
import { Check, CheckCheck, Clock } from 'lucide-react';
import type { TMessage } from '@carnet/contract';
import { formatArrival, formatMessageTime } from '../message-dates';
import { isHeld } from '../message-rules';

/**
 * Under one's own message: when it will arrive (held for the quiet hours), or who read it and when
 * ("Read by Paul Bernard, 27 Nov, 18:04"), or that nobody has yet.
 */
export function ReadReceipt({ message, now }: { message: TMessage; now?: Date }) {
  const { t } = useLingui();
  if (isHeld(message, now)) {
    const { day, time } = formatArrival(message.deliverAt);
    return (
      <p className="flex items-center gap-1.5 text-xs text-amber-800">
        <Clock aria-hidden="true" className="size-3.5 shrink-0" />
        <Trans>
          Held for the quiet hours: it will arrive on {day} at {time}.
        </Trans>
      </p>
    );
  }
  if (message.reads.length === 0) {
    return (
      <p className="flex items-center gap-1.5 text-xs text-slate-600">
        <Check aria-hidden="true" className="size-3.5 shrink-0" />
        <Trans>Delivered, not read yet</Trans>
      </p>
    );
  }
  return (
    <ul aria-label={t`Read receipts`} className="flex flex-col gap-0.5 text-xs text-emerald-800">
      {message.reads.map((read) => {
        const name = read.name;
        const when = formatMessageTime(read.readAt);
        return (
          <li key={read.userId} className="flex items-center gap-1.5">
            <CheckCheck aria-hidden="true" className="size-3.5 shrink-0" />
            <Trans>
              Read by {name}, {when}
            </Trans>
          </li>
        );
      })}
    </ul>
  );
}
