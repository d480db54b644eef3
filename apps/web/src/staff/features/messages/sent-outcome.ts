import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TMessageSent } from '@carnet/contract';
import { formatMoment } from './message-dates';

/** What the writer is told once a message is saved: sent, or kept until quiet hours end, and until when. */
export function sentOutcome(sent: TMessageSent): string {
  if (!sent.isDeferred) return i18n._(msg`Message sent.`);
  const moment = formatMoment(sent.deliverAt);
  return i18n._(msg`Message saved. It is quiet hours: the family receives it on ${moment}.`);
}
