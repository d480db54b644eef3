import { describe, expect, it } from 'vitest';
import { isTokenExpired, readTokenExpiry } from './token';

const base64url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenWith = (claims: object) => `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify(claims))}.signature`;

describe('token expiry', () => {
  const now = Date.UTC(2025, 0, 1, 12);

  it('reads exp from the payload, base64url without padding', () => {
    expect(readTokenExpiry(tokenWith({ sub: '1', exp: 1_735_732_800, name: 'Léa ~?>' }))).toBe(1_735_732_800);
  });

  it('is expired at or after exp and valid before', () => {
    expect(isTokenExpired(tokenWith({ exp: now / 1000 + 60 }), now)).toBe(false);
    expect(isTokenExpired(tokenWith({ exp: now / 1000 }), now)).toBe(true);
    expect(isTokenExpired(tokenWith({ exp: now / 1000 - 60 }), now)).toBe(true);
  });

  it('treats an unreadable token as expired', () => {
    expect(isTokenExpired('not-a-jwt', now)).toBe(true);
    expect(isTokenExpired('a.%%%.c', now)).toBe(true);
    expect(isTokenExpired(tokenWith({ sub: '1' }), now)).toBe(true);
    expect(isTokenExpired(tokenWith({ exp: 'soon' }), now)).toBe(true);
  });
});
