import { describe, expect, it } from 'vitest';
import type { TTermEvent } from '@carnet/contract';
import { dayOf, monthTitle, schoolYears, sectionsOf } from './terms-rules';

const event = (id: number, date: string, type: string, school_year: string): TTermEvent => ({
  id,
  date,
  type,
  school_year,
  title_en: `Event ${id}`,
  title_fr: `Événement ${id}`,
  event_details: [],
});

const events = [
  event(1, '2026-12-19', 'Holidays', '2026-2027'),
  event(2, '2026-10-17', 'Holidays', '2026-2027'),
  event(3, '2026-12-07', 'Exams', '2026-2027'),
  event(4, '2026-12-01', 'Holidays', '2026-2027'),
  event(5, '2027-09-01', 'School events', '2027-2028'),
  event(6, '2025-09-01', 'School events', '2025-2026'),
];

describe('term dates rules', () => {
  it('lists the school years newest first, the newest preselected', () => {
    expect(schoolYears(events)).toEqual(['2027-2028', '2026-2027', '2025-2026']);
    expect(schoolYears([])).toEqual([]);
  });

  it("groups one year's events by type, then by month in date order", () => {
    const sections = sectionsOf(events, '2026-2027');
    expect(sections.map((s) => s.type)).toEqual(['Exams', 'Holidays']);
    const holidays = sections[1]!;
    expect(holidays.months.map((m) => [m.key, m.events.map((e) => e.id)])).toEqual([
      ['2026-10', [2]],
      ['2026-12', [4, 1]],
    ]);
  });

  it("names months in English and French with the platform's formatting", () => {
    expect(monthTitle('2026-12', 'en')).toBe('December 2026');
    expect(monthTitle('2026-12', 'fr')).toBe('décembre 2026');
    expect(monthTitle('2027-02', 'fr')).toBe('février 2027');
  });

  it('gives the day of week, the two-digit day and the month of an event, whatever the time zone', () => {
    expect(dayOf('2026-12-19')).toEqual({ weekday: 'Saturday', weekdayShort: 'Sat', day: '19', month: 'Dec' });
    expect(dayOf('2027-02-05').day).toBe('05');
  });
});
