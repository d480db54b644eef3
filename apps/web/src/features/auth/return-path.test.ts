import { describe, expect, it } from 'vitest';
import { returnPathFrom } from './return-path';

describe('returnPathFrom', () => {
  it('goes back to the portal page a signed-out visitor opened, with its query', () => {
    expect(returnPathFrom({ from: '/account/notifications' })).toBe('/account/notifications');
    expect(returnPathFrom({ from: '/childinfo?children=2' })).toBe('/childinfo?children=2');
  });

  it('goes home otherwise: nothing asked, another site, or the login page itself', () => {
    for (const state of [
      null,
      undefined,
      {},
      { from: 42 },
      { from: 'https://evil.example' },
      { from: '//evil.example' },
      { from: '/\\evil.example' },
      { from: '/login' },
    ]) {
      expect(returnPathFrom(state), JSON.stringify(state)).toBe('/');
    }
  });
});
