import { Trans } from '@lingui/react/macro';
import type { TMessage } from '@carnet/contract';
import { formatMoment } from '../message-dates';

/**
 * Who of the family read one of the caller's side's messages, and when: 'Read by Claire Martin,
 * 28 November at 8:12 AM', one line per account; nothing is said of a message still held for quiet hours.
 */
export function ReadReceipts({ message, isDeferred }: { message: TMessage; isDeferred: boolean }) {
  if (isDeferred) return null;
  if (message.reads.length === 0) {
    return (
      <p className="text-xs text-slate-600">
        <Trans>Not read yet</Trans>
      </p>
    );
  }
  return (
    <ul className="grid gap-0.5 text-xs text-slate-600">
      {message.reads.map((read) => {
        const name = read.name;
        const moment = formatMoment(read.readAt);
        return (
          <li key={read.userId}>
            <Trans>
              Read by {name}, {moment}
            </Trans>
          </li>
        );
      })}
    </ul>
  );
}
