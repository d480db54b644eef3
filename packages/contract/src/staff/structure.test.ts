import { describe, expect, it } from 'vitest';
import { isCalendarDay, isSchoolYearLabel, ZSchoolTermInput, ZSetTeachingGroupPupilsRequest } from './structure';

describe('school year labels and term dates', () => {
  it('takes two consecutive years only', () => {
    expect(isSchoolYearLabel('2026-2027')).toBe(true);
    for (const bad of ['2026-2026', '2026-2028', '2027-2026', '2026/2027', '26-27', ' 2026-2027'])
      expect(isSchoolYearLabel(bad), bad).toBe(false);
  });

  it('takes real calendar days only', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const bad of ['2027-02-29', '2026-13-01', '2026-04-31', '2026-4-1']) expect(isCalendarDay(bad), bad).toBe(false);
  });

  it('refuses a term whose first day is after its last, and trims its name', () => {
    const term = { schoolYear: '2026-2027', name: ' Autumn term ', start: '2026-09-01', end: '2026-12-18' };
    expect(ZSchoolTermInput.parse(term).name).toBe('Autumn term');
    expect(ZSchoolTermInput.safeParse({ ...term, start: '2026-12-19' }).success).toBe(false);
    expect(ZSchoolTermInput.safeParse({ ...term, start: '2026-12-18' }).success).toBe(true);
  });

  it('asks a change of pupils to change something', () => {
    expect(ZSetTeachingGroupPupilsRequest.safeParse({}).success).toBe(false);
    expect(ZSetTeachingGroupPupilsRequest.safeParse({ addWholeClass: false, add: [] }).success).toBe(false);
    expect(ZSetTeachingGroupPupilsRequest.safeParse({ remove: [3] }).success).toBe(true);
  });
});
