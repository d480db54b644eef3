import { describe, expect, it } from 'vitest';
import { ratePassword } from './password-strength';

describe('ratePassword', () => {
  it('says how many characters are missing below 12', () => {
    expect(ratePassword('')).toEqual({ level: 'empty', score: 0, missing: 12 });
    expect(ratePassword('Abc-123')).toEqual({ level: 'tooShort', score: 1, missing: 5 });
    // Characters, not UTF-16 units: an accented or emoji character counts once.
    expect(ratePassword('é'.repeat(11)).missing).toBe(1);
  });

  it('rates a long password of one kind of character, or of few distinct ones, weak', () => {
    expect(ratePassword('abcdefghijkl').level).toBe('weak');
    expect(ratePassword('abababababababababab').level).toBe('weak');
    expect(ratePassword('Aa1!Aa1!Aa1!Aa1!').level).toBe('weak');
  });

  it('rewards variety and length', () => {
    expect(ratePassword('tortuevelo27').level).toBe('weak');
    expect(ratePassword('Tortuevelo27').level).toBe('fair');
    expect(ratePassword('tortue-velo-brioche27').level).toBe('strong');
    expect(ratePassword('Tortue-Velo-Brioche-27')).toEqual({ level: 'strong', score: 4, missing: 0 });
  });
});
