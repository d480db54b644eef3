import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatLongDate, formatWeekday } from '../../../lib/dates';

/**
 * The absences page's title names the day it shows: 'Absences today' only when it is today, else
 * 'Absences of Thursday 26 November 2026', so a page left on yesterday is not read as today's.
 */
export function absencesTitle(date: string, today: string): string {
  if (date === today) return i18n._(msg`Absences today`);
  const day = `${formatWeekday(date)} ${formatLongDate(date)}`;
  return i18n._(msg`Absences of ${day}`);
}
