import { afterEach, describe, expect, it } from 'vitest';
import type { TRewardItem } from '@carnet/contract';
import { speak } from '../../test/render';
import { progressLabel, rewardSummary, sanctionsOfTerm } from './rewards-rules';

describe('reward card texts', () => {
  afterEach(() => speak('en'));

  it("says the spec's default text when a reward has no summary, verbatim in English", async () => {
    await speak('en');
    expect(rewardSummary('')).toBe('Congratulation, you got a reward !');
    expect(rewardSummary('   ')).toBe('Congratulation, you got a reward !');
    expect(rewardSummary('Excellent test result')).toBe('Excellent test result');
    await speak('fr');
    expect(rewardSummary('')).toBe('Bravo, vous avez reçu une récompense\u00a0!');
    expect(rewardSummary('Excellent test result')).toBe('Excellent test result');
  });

  it("labels a progress card 'Reward(s) n/5' in English, with the plural in French", async () => {
    await speak('en');
    expect(progressLabel(1)).toBe('Reward(s) 1/5');
    expect(progressLabel(2)).toBe('Reward(s) 2/5');
    expect(progressLabel(5)).toBe('Reward(s) 5/5');
    await speak('fr');
    expect(progressLabel(1)).toBe('1 récompense sur 5');
    expect(progressLabel(2)).toBe('2 récompenses sur 5');
  });
});

describe('sanctionsOfTerm', () => {
  const sanction = (id: number, date: string): TRewardItem => ({ id, date, responsible: 'Julien Moreau', subject: 'History', resume: '' });

  it('keeps the sanctions of the term the rewards count in, its first and last days included', () => {
    const term = { start: '2026-11-02', end: '2026-12-18' };
    const sanctions = [
      sanction(1, '2026-12-19'),
      sanction(2, '2026-12-18'),
      sanction(3, '2026-11-20'),
      sanction(4, '2026-11-02'),
      sanction(5, '2026-10-15'),
    ];
    expect(sanctionsOfTerm(sanctions, term).map((s) => s.id)).toEqual([2, 3, 4]);
  });
});
