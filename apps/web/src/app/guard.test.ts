import { describe, expect, it } from 'vitest';
import type { TMe } from '@carnet/contract';
import { ANY_SIGNED_IN, PARENT_ONLY, decideAccess } from './guard';

const NOW = Date.UTC(2025, 2, 3, 9);
const tokenExpiringAt = (exp: number) => `x.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.y`;
const validToken = tokenExpiringAt(NOW / 1000 + 3600);
const user = (roles: TMe['roles']): TMe => ({
  id: 1,
  email: 'a@example.com',
  firstName: 'Léa',
  lastName: 'Martin',
  roles,
  language: null,
  familyInfo: { name: 'Martin', children: [] },
});

describe('decideAccess', () => {
  it('sends people without a user or token to /login', () => {
    expect(decideAccess({ user: null, token: validToken }, ANY_SIGNED_IN, NOW)).toBe('login');
    expect(decideAccess({ user: user(['ROLE_PARENT']), token: null }, ANY_SIGNED_IN, NOW)).toBe('login');
  });

  it('sends an expired token to /login', () => {
    const expired = tokenExpiringAt(NOW / 1000 - 1);
    expect(decideAccess({ user: user(['ROLE_PARENT']), token: expired }, ANY_SIGNED_IN, NOW)).toBe('login');
  });

  it('admits any signed-in user when the route lists no role', () => {
    expect(decideAccess({ user: user(['ROLE_STUDENT', 'ROLE_USER']), token: validToken }, ANY_SIGNED_IN, NOW)).toBe('allow');
  });

  it('sends a user lacking every allowed role to /unauthorized', () => {
    const student = user(['ROLE_STUDENT', 'ROLE_USER']);
    expect(decideAccess({ user: student, token: validToken }, PARENT_ONLY, NOW)).toBe('unauthorized');
    expect(decideAccess({ user: user(['ROLE_USER', 'ROLE_PARENT']), token: validToken }, PARENT_ONLY, NOW)).toBe('allow');
  });
});
