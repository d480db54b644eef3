import type { TTermEvent } from '@carnet/contract';

export type MonthGroup = { key: string; events: TTermEvent[] };
export type TypeSection = { type: string; months: MonthGroup[] };

/** The school years of the events, newest first ('2027-2028' before '2026-2027'). */
export function schoolYears(events: readonly TTermEvent[]): string[] {
  return [...new Set(events.map((event) => event.school_year))].sort((a, b) => b.localeCompare(a));
}

/** One section per event type (alphabetical), each grouped by month and year, days in order. */
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
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([type, months]) => ({ type, months: [...months.entries()].map(([key, monthEvents]) => ({ key, events: monthEvents })) }));
}

// Calendar days are read in UTC so no time zone moves them to the day before.
const atUtcMidnight = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
const formatter = (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });

const monthFormats = {
  en: formatter('en-GB', { month: 'long', year: 'numeric' }),
  fr: formatter('fr-FR', { month: 'long', year: 'numeric' }),
};

/** 'December 2026' or 'décembre 2026' for a month key 'YYYY-MM', from the platform's own month names. */
export function monthTitle(monthKey: string, language: 'en' | 'fr'): string {
  return monthFormats[language].format(atUtcMidnight(`${monthKey}-01`));
}

const dayParts = {
  weekday: formatter('en-GB', { weekday: 'long' }),
  weekdayShort: formatter('en-GB', { weekday: 'short' }),
  day: formatter('en-GB', { day: '2-digit' }),
  month: formatter('en-GB', { month: 'short' }),
};

/** The parts of an event's day shown in its date block: 'Saturday', 'Sat', '19', 'Dec'. */
export function dayOf(isoDate: string) {
  const date = atUtcMidnight(isoDate);
  return {
    weekday: dayParts.weekday.format(date),
    weekdayShort: dayParts.weekdayShort.format(date),
    day: dayParts.day.format(date),
    month: dayParts.month.format(date),
  };
}
