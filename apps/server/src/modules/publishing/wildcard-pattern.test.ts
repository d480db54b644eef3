import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesWildcards } from './wildcard-pattern';

/** The obvious definition, fine on short texts: '*' is '.*' in an anchored expression. */
function reference(pattern: string, text: string): boolean {
  const literal = pattern.split('*').map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${literal.join('.*')}$`, 's').test(text);
}

describe('matchesWildcards', () => {
  it('agrees with the regular expression on every short pattern and text', () => {
    const letters = (chars: string[], maxLength: number) => fc.array(fc.constantFrom(...chars), { maxLength }).map((a) => a.join(''));
    fc.assert(
      fc.property(letters(['a', 'b', '.', '*'], 8), letters(['a', 'b', '.'], 10), (pattern, text) => {
        expect(matchesWildcards(pattern.split('*'), text)).toBe(reference(pattern, text));
      }),
      { numRuns: 3000 },
    );
  });

  it('matches a prefix, a suffix and the pieces between in order, without overlap', () => {
    expect(matchesWildcards(['ab', 'ba'], 'aba')).toBe(false);
    expect(matchesWildcards(['ab', 'ba'], 'abba')).toBe(true);
    expect(matchesWildcards(['a', 'b', 'a'], 'ab')).toBe(false);
    expect(matchesWildcards(['', ''], '')).toBe(true);
    expect(matchesWildcards(['x'], 'xx')).toBe(false);
  });

  it('answers a pattern with many stars on the longest file name at once', () => {
    const pattern = ['lea', ...Array<string>(49).fill('a'), 'b'];
    const started = performance.now();
    expect(matchesWildcards(pattern, `lea${'a'.repeat(250)}`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(20);
  });
});
