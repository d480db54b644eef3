import { describe, expect, it } from 'vitest';
import type { TWorkload } from '@carnet/contract';
import { plannedOverLimits } from './workload-rules';

const workload: TWorkload = {
  date: '2026-12-04',
  minutesPerDay: 60,
  testsPerDay: 1,
  days: [
    {
      date: '2026-12-04',
      minutes: 40,
      tests: 1,
      items: [{ id: 7, subject: 'History', kind: 'test', minutes: 40 }],
      isOverMinutes: false,
      isOverTests: false,
    },
  ],
};

describe('the load a homework would add', () => {
  it('warns of a second test and of minutes past the limit', () => {
    expect(plannedOverLimits(workload, { id: null, kind: 'test', minutes: 0 })).toMatchObject({ tests: 2, isOverTests: true });
    expect(plannedOverLimits(workload, { id: null, kind: 'homework', minutes: 30 })).toMatchObject({
      minutes: 70,
      isOverMinutes: true,
      isOverTests: false,
    });
    expect(plannedOverLimits(workload, { id: null, kind: 'homework', minutes: 20 })).toMatchObject({ isOverMinutes: false });
  });

  it('does not count an edited homework twice', () => {
    expect(plannedOverLimits(workload, { id: 7, kind: 'test', minutes: 40 })).toMatchObject({ tests: 1, minutes: 40, isOverTests: false });
  });
});
