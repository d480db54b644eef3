import { describe, expect, it } from 'vitest';
import { hasNulCharacter } from './refuse-nul';

describe('hasNulCharacter', () => {
  it('finds a NUL in a value or a key at any depth, and nothing in clean input', () => {
    expect(hasNulCharacter({ a: [1, { b: 'x\u0000y' }] })).toBe(true);
    expect(hasNulCharacter({ ['k\u0000']: 1 })).toBe(true);
    expect(hasNulCharacter('\u0000')).toBe(true);
    expect(hasNulCharacter({ a: ['é', 'ok', null, 3, true], b: undefined })).toBe(false);
    expect(hasNulCharacter(undefined)).toBe(false);
  });

  it('walks a body nested deeper than the call stack would allow', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(hasNulCharacter(deep)).toBe(true);
  });
});
