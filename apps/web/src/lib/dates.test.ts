import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { formatLongDate, formatMenuDate, formatShortDate, formatTimeOfDay, formatWeekday, formatWorkWeek, schoolToday } from './dates';

const speak = (language: 'en' | 'fr') => i18n.loadAndActivate({ locale: language, messages: {} });

describe('date formats', () => {
  afterEach(() => speak('en'));

  it("shows 'day month year' in the page's language: the spec's two-digit day in English, French's own day in French", () => {
    speak('en');
    expect(formatLongDate('2025-03-05')).toBe('05 March 2025');
    expect(formatLongDate('2025-03-01')).toBe('01 March 2025');
    speak('fr');
    // As the server's texts write it (decision 095): '5 mars', the first of a month '1er'.
    expect(formatLongDate('2025-03-05')).toBe('5 mars 2025');
    expect(formatLongDate('2025-03-01')).toBe('1er mars 2025');
    expect(formatLongDate('2025-03-11')).toBe('11 mars 2025');
    expect(formatMenuDate('2025-03-05')).toBe('5 mars');
  });

  it('shows dd/mm/yyyy for small screens', () => {
    speak('en');
    expect(formatShortDate('2025-03-05')).toBe('05/03/2025');
    speak('fr');
    expect(formatShortDate('2025-03-05')).toBe('05/03/2025');
  });

  it('never moves a calendar day, whatever the time zone', () => {
    speak('en');
    expect(formatLongDate('2025-12-31')).toBe('31 December 2025');
    expect(formatMenuDate('2025-01-01')).toBe('01 Jan');
    expect(formatWeekday('2025-03-03')).toBe('Monday');
    speak('fr');
    expect(formatWeekday('2025-03-03')).toBe('lundi');
  });

  it('shows an instant as the school clock (Europe/Paris) reads it, not the device', () => {
    speak('en');
    // 23:30 UTC on 31 March is already 1 April in Paris (summer time, UTC+2).
    expect(formatLongDate('2025-03-31T23:30:00Z')).toBe('01 April 2025');
    expect(schoolToday(new Date('2025-03-31T23:30:00Z'))).toBe('2025-04-01');
    expect(schoolToday(new Date('2025-03-31T21:30:00Z'))).toBe('2025-03-31');
  });

  it('writes times on the 12-hour clock in English and the 24-hour clock in French', () => {
    speak('en');
    expect(formatTimeOfDay('16:30')).toBe('4:30 PM');
    expect(formatTimeOfDay('09:05')).toBe('9:05 AM');
    speak('fr');
    expect(formatTimeOfDay('16:30')).toBe('16:30');
    expect(formatTimeOfDay('09:05')).toBe('09:05');
  });

  it('names the school week in the language spoken', () => {
    speak('en');
    expect(formatWorkWeek(0, '2025-03-05')).toBe('03 – 07 March 2025');
    speak('fr');
    expect(formatWorkWeek(0, '2025-03-05')).toBe('3 – 7 mars 2025');
    expect(formatWorkWeek(0, '2025-09-03')).toBe('1er – 5 septembre 2025');
  });

  it('leaves an unreadable value as it is', () => {
    expect(formatLongDate('soon')).toBe('soon');
  });
});
