import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TLanguage, TTermEvent } from '@carnet/contract';
import { formatDate, formatWeekday, intlLocale } from '../../lib/dates';

export type MonthGroup = { key: string; events: TTermEvent[] };
export type TypeSection = { type: string; months: MonthGroup[] };

/** The school years of the events, newest first ('2027-2028' before '2026-2027'). */
export function schoolYears(events: readonly TTermEvent[]): string[] {
  return [...new Set(events.map((event) => event.school_year))].sort((a, b) => b.localeCompare(a));
}

/** One section per event type (in the alphabetical order of their names as shown), each grouped by month and year, days in order. */
export function sectionsOf(events: readonly TTermEvent[], schoolYear: string | null): TypeSection[] {
  const byType = new Map<string, Map<string, TTermEvent[]>>();
  const ofYear = events.filter((event) => event.school_year === schoolYear).sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  for (const event of ofYear) {
    const months = byType.get(event.type) ?? new Map<string, TTermEvent[]>();
    const monthKey = event.date.slice(0, 7);
    months.set(monthKey, [...(months.get(monthKey) ?? []), event]);
    byType.set(event.type, months);
  }
  return [...byType.entries()]
    .sort(([a], [b]) => typeName(a).localeCompare(typeName(b), intlLocale()))
    .map(([type, months]) => ({ type, months: [...months.entries()].map(([key, monthEvents]) => ({ key, events: monthEvents })) }));
}

/** 'December 2026' or 'décembre 2026' for a month key 'YYYY-MM': the page's language, Intl's month names. */
export function monthTitle(monthKey: string): string {
  return formatDate(`${monthKey}-01`, { month: 'long', year: 'numeric' });
}

/** The parts of an event's day shown in its date block: 'Saturday', 'Sat', '19', 'Dec' ('samedi', 'sam.', '19', 'déc.'). */
export function dayOf(isoDate: string) {
  const day = isoDate.slice(0, 10);
  return {
    weekday: formatWeekday(day),
    weekdayShort: formatWeekday(day, 'short'),
    day: formatDate(day, { day: '2-digit' }),
    month: formatDate(day, { month: 'short' }),
  };
}

/** A text the school gives in both languages, in the reader's, and in which language it is written. */
export type InLanguage = { text: string; language: TLanguage };

/** The reader's language, or the other when the school left the reader's empty. */
export function inReaderLanguage(english: string, french: string, reader: TLanguage): InLanguage {
  const [own, other] = reader === 'fr' ? [french, english] : [english, french];
  if (own.trim() || !other.trim()) return { text: own, language: reader };
  return { text: other, language: reader === 'fr' ? 'en' : 'fr' };
}

/*
 * The school names the event types and the detail types in English. The ones a school uses are said
 * in the reader's language; any other is shown as the school wrote it.
 */
const KNOWN_TYPES: Record<string, MessageDescriptor> = {
  Holidays: msg`Holidays`,
  Exams: msg`Exams`,
  'Parent meetings': msg`Parent meetings`,
  'School events': msg`School events`,
  'No lessons': msg`No lessons`,
  Welcome: msg`Welcome`,
  Meeting: msg`Meeting`,
  'Individual interview': msg`Individual interview`,
  'Written tests': msg`Written tests`,
  'Written exam': msg`Written exam`,
  'National exam': msg`National exam`,
  'Open day': msg`Open day`,
  Sport: msg`Sport`,
  Concert: msg`Concert`,
};

/** An event or detail type in the page's language when it is one of the known ones. */
export function typeName(type: string): string {
  const known = Object.hasOwn(KNOWN_TYPES, type) ? KNOWN_TYPES[type] : undefined;
  return known ? i18n._(known) : type;
}
