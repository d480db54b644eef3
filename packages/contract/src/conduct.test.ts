import { describe, expect, it } from 'vitest';
import { REWARDS_PER_COMMENDATION, commendationProgress } from './conduct';

describe('commendationProgress', () => {
  it('makes 5 rewards one commendation', () => {
    expect(REWARDS_PER_COMMENDATION).toBe(5);
  });

  it.each([
    [0, 0, 0],
    [1, 0, 1],
    [4, 0, 4],
    [5, 1, 0],
    [6, 1, 1],
    [9, 1, 4],
    [10, 2, 0],
    [12, 2, 2],
    [25, 5, 0],
  ])('%i rewards -> %i finished, active card at %i/5', (rewards, finished, active) => {
    expect(commendationProgress(rewards)).toEqual({ finished, active });
  });

  it('treats a negative count as no reward at all', () => {
    expect(commendationProgress(-1)).toEqual({ finished: 0, active: 0 });
    expect(commendationProgress(-12)).toEqual({ finished: 0, active: 0 });
  });

  it('counts only whole rewards', () => {
    expect(commendationProgress(4.9)).toEqual({ finished: 0, active: 4 });
    expect(commendationProgress(12.5)).toEqual({ finished: 2, active: 2 });
    expect(commendationProgress(0.5)).toEqual({ finished: 0, active: 0 });
  });

  it('never shows an active card beyond 4 of 5', () => {
    for (let count = 0; count <= 60; count += 1) {
      const { finished, active } = commendationProgress(count);
      expect(active).toBeGreaterThanOrEqual(0);
      expect(active).toBeLessThan(REWARDS_PER_COMMENDATION);
      expect(finished * REWARDS_PER_COMMENDATION + active).toBe(count);
    }
  });
});
