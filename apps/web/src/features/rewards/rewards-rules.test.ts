import { describe, expect, it } from 'vitest';
import { DEFAULT_REWARD_TEXT, progressLabel, rewardSummary } from './rewards-rules';

describe('reward card texts', () => {
  it("says the spec's default text when a reward has no summary", () => {
    expect(DEFAULT_REWARD_TEXT).toBe('Congratulation, you got a reward !');
    expect(rewardSummary('')).toBe(DEFAULT_REWARD_TEXT);
    expect(rewardSummary('   ')).toBe(DEFAULT_REWARD_TEXT);
    expect(rewardSummary('Excellent test result')).toBe('Excellent test result');
  });

  it("labels a progress card 'Reward(s) n/5'", () => {
    expect(progressLabel(2)).toBe('Reward(s) 2/5');
    expect(progressLabel(5)).toBe('Reward(s) 5/5');
  });
});
