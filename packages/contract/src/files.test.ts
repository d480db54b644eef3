import { describe, expect, it } from 'vitest';
import { ZSchoolYear, schoolYearOf } from './files';

describe('schoolYearOf', () => {
  it.each([
    ['2026-03-10', '2025-2026'],
    ['2026-08-31', '2025-2026'],
    ['2026-09-01', '2026-2027'],
    ['2026-12-31', '2026-2027'],
    ['2027-01-01', '2026-2027'],
  ])('places %s in %s', (day, year) => {
    expect(schoolYearOf(day)).toBe(year);
  });

  it('writes years the schema accepts', () => {
    expect(ZSchoolYear.safeParse(schoolYearOf('2026-03-10')).success).toBe(true);
    expect(ZSchoolYear.safeParse('2025/2026').success).toBe(false);
  });
});
