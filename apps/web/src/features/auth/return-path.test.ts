import { describe, expect, it } from 'vitest';
import { returnPathFrom } from './return-path';

describe('returnPathFrom', () => {
  it('goes back to the portal page a signed-out visitor opened, with its query', () => {
    expect(returnPathFrom({ from: { pathname: '/account/notifications', search: '' } })).toBe('/account/notifications');
    expect(returnPathFrom({ from: { pathname: '/childinfo', search: '?children=2' } })).toBe('/childinfo?children=2');
  });

  it('goes home otherwise: nothing asked, another site, or the login page itself', () => {
    for (const state of [
      null,
      undefined,
      {},
      { from: 42 },
      { from: 'https://evil.example' },
      { from: { pathname: '//evil.example', search: '' } },
      { from: { pathname: '/\\evil.example', search: '' } },
      { from: { pathname: '/login', search: '' } },
    ]) {
      expect(returnPathFrom(state), JSON.stringify(state)).toBe('/');
    }
  });
});
