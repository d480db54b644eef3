import { Trans } from '@lingui/react/macro';
import type { TMessageSent } from '@carnet/contract';
import { formatArrival } from '../message-dates';

/** Read out after sending: sent, or kept until the quiet hours end, with the time its reader will see it. */
export function SentNotice({ sent }: { sent: TMessageSent | undefined }) {
  return (
    <p aria-live="polite" className="text-sm text-slate-600 empty:hidden">
      {sent ? sent.isDeferred ? <Deferred at={sent.deliverAt} /> : <Trans>Message sent.</Trans> : null}
    </p>
  );
}

function Deferred({ at }: { at: string }) {
  const { day, time } = formatArrival(at);
  return (
    <Trans>
      Message sent during the school's quiet hours: it will arrive on {day} at {time}.
    </Trans>
  );
}
