import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { TAnnouncementSent } from '@carnet/contract';
import { formatDate, formatInstantTime } from '../../../lib/dates';

/**
 * What the sender is told once it is saved: sent to how many families, or, written in quiet hours, the
 * day and time they will receive it ("It will arrive on Monday 30 November at 7:00 AM").
 */
export function announcementSentOutcome(sent: TAnnouncementSent): string {
  const families = sent.families;
  const count = plural(families, { one: 'Sent to # family.', other: 'Sent to # families.' });
  if (!sent.isDeferred) return count;
  const day = formatDate(sent.deliverAt, { weekday: 'long', day: 'numeric', month: 'long' });
  const time = formatInstantTime(sent.deliverAt) ?? '';
  return `${count} ${i18n._(msg`It is quiet hours: it will arrive on ${day} at ${time}.`)}`;
}
