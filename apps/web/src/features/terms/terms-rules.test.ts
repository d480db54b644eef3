import { beforeEach, describe, expect, it } from 'vitest';
import type { TTermEvent } from '@carnet/contract';
import { speak } from '../../test/render';
import { dayOf, inReaderLanguage, monthTitle, schoolYears, sectionsOf, typeName } from './terms-rules';

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
  beforeEach(() => speak('en'));

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

  it('orders the sections by their names as the reader reads them', async () => {
    const all = [...events, event(7, '2026-10-01', 'Parent meetings', '2026-2027'), event(8, '2026-09-01', 'School events', '2026-2027')];
    await speak('en');
    expect(sectionsOf(all, '2026-2027').map((s) => s.type)).toEqual(['Exams', 'Holidays', 'Parent meetings', 'School events']);
    await speak('fr');
    // Examens, Réunions de parents, Vacances, Vie de l’établissement.
    expect(sectionsOf(all, '2026-2027').map((s) => s.type)).toEqual(['Exams', 'Parent meetings', 'Holidays', 'School events']);
  });

  it("names months in the page's language, from Intl", async () => {
    await speak('en');
    expect(monthTitle('2026-12')).toBe('December 2026');
    await speak('fr');
    expect(monthTitle('2026-12')).toBe('décembre 2026');
    expect(monthTitle('2027-02')).toBe('février 2027');
  });

  it("gives the day of week, the two-digit day and the month of an event in the page's language, whatever the time zone", async () => {
    await speak('en');
    expect(dayOf('2026-12-19')).toEqual({ weekday: 'Saturday', weekdayShort: 'Sat', day: '19', month: 'Dec' });
    expect(dayOf('2027-02-05').day).toBe('05');
    await speak('fr');
    expect(dayOf('2026-12-19')).toEqual({ weekday: 'samedi', weekdayShort: 'sam.', day: '19', month: 'déc.' });
  });

  it("shows the reader's language, the other one when the school left it empty", () => {
    expect(inReaderLanguage('Christmas holidays', 'Vacances de Noël', 'en')).toEqual({ text: 'Christmas holidays', language: 'en' });
    expect(inReaderLanguage('Christmas holidays', 'Vacances de Noël', 'fr')).toEqual({ text: 'Vacances de Noël', language: 'fr' });
    expect(inReaderLanguage('Open day', '  ', 'fr')).toEqual({ text: 'Open day', language: 'en' });
    expect(inReaderLanguage('', 'Journée portes ouvertes', 'en')).toEqual({ text: 'Journée portes ouvertes', language: 'fr' });
    expect(inReaderLanguage('', '', 'fr')).toEqual({ text: '', language: 'fr' });
  });

  it("says the school's known types in the page's language and any other as the school wrote it", async () => {
    await speak('fr');
    expect(typeName('Holidays')).toBe('Vacances');
    expect(typeName('No lessons')).toBe('Pas de cours');
    expect(typeName('Theatre trip')).toBe('Theatre trip');
    expect(typeName('constructor')).toBe('constructor');
    await speak('en');
    expect(typeName('Holidays')).toBe('Holidays');
  });
});
