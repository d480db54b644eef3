import { describe, expect, it } from 'vitest';
import { planRelease, schoolTimeNow } from './release-wording';

describe('planRelease', () => {
  const settings = { releaseTime: '18:00', parentsDelayMinutes: 60 };
  it("is today's release time before it, the parents an hour after", () => {
    expect(planRelease(settings, '10:15')).toEqual({ when: 'today', studentAt: '18:00', parentsAt: '19:00', delay: 60 });
    expect(planRelease({ ...settings, parentsDelayMinutes: 0 }, '17:59')).toEqual({
      when: 'today',
      studentAt: '18:00',
      parentsAt: '18:00',
      delay: 0,
    });
  });
  it('is now from the release time on, and names the delay when the parents hour falls tomorrow', () => {
    expect(planRelease(settings, '18:00')).toEqual({ when: 'now', delay: 60 });
    expect(planRelease({ releaseTime: '22:00', parentsDelayMinutes: 180 }, '09:00')).toEqual({
      when: 'today',
      studentAt: '22:00',
      parentsAt: null,
      delay: 180,
    });
  });
  it("reads the school's clock, not the device's", () => {
    expect(schoolTimeNow('Europe/Paris', new Date('2026-12-07T16:30:00Z'))).toBe('17:30');
  });
});
