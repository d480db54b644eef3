import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMenuDate, formatShortDate } from './dates';

describe('date formats', () => {
  it("shows 'day month year' with a two-digit day", () => {
    expect(formatLongDate('2025-03-05')).toBe('05 March 2025');
  });

  it('shows dd/mm/yyyy for small screens', () => {
    expect(formatShortDate('2025-03-05')).toBe('05/03/2025');
  });

  it('never moves a calendar day, whatever the time zone', () => {
    expect(formatLongDate('2025-12-31')).toBe('31 December 2025');
    expect(formatMenuDate('2025-01-01')).toBe('01 Jan');
  });

  it('leaves an unreadable value as it is', () => {
    expect(formatLongDate('soon')).toBe('soon');
  });
});
