import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDate, formatInstantTime } from '../../../lib/dates';

/**
 * A moment of a conversation on the school's clock, day and time, as a person says it: '28 November at
 * 8:12 AM', '28 novembre à 08:12' (the 12-hour clock in English, as every time of the app).
 */
export function formatMoment(instant: string): string {
  const day = formatDate(instant, { day: 'numeric', month: 'long' });
  const time = formatInstantTime(instant) ?? '';
  return i18n._(msg`${day} at ${time}`);
}

/** When the writer's own message held for quiet hours will arrive, where the list shows its last message's time. */
export function formatWillArrive(instant: string): string {
  const day = formatDate(instant, { day: 'numeric', month: 'long' });
  const time = formatInstantTime(instant) ?? '';
  return i18n._(msg`Will arrive on ${day} at ${time}`);
}
