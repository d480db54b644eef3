import { describe, expect, it } from 'vitest';
import { familyRequestDateProblem } from './family-requests';

describe('familyRequestDateProblem', () => {
  const today = '2026-11-30';
  it('lets a report start today and refuses yesterday', () => {
    expect(familyRequestDateProblem('absence', today, today, today)).toBeNull();
    expect(familyRequestDateProblem('absence', '2026-11-29', today, today)).toBe('inThePast');
  });
  it('asks leave ahead: today is refused, tomorrow admitted', () => {
    expect(familyRequestDateProblem('leave', today, today, today)).toBe('notInTheFuture');
    expect(familyRequestDateProblem('leave', '2026-12-01', '2026-12-02', today)).toBeNull();
  });
  it('refuses an end before the start, a start past 60 days and a span past 60 days', () => {
    expect(familyRequestDateProblem('absence', '2026-12-02', '2026-12-01', today)).toBe('toBeforeFrom');
    expect(familyRequestDateProblem('absence', '2027-01-29', '2027-01-29', today)).toBeNull();
    expect(familyRequestDateProblem('absence', '2027-01-30', '2027-01-30', today)).toBe('tooFarAhead');
    expect(familyRequestDateProblem('leave', '2026-12-01', '2027-01-29', today)).toBeNull();
    expect(familyRequestDateProblem('leave', '2026-12-01', '2027-01-30', today)).toBe('tooLong');
  });
});
