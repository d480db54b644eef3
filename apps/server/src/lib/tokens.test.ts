import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';

describe('the token service', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses a token past its exp even after it was verified once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T08:00:00Z'));
    const tokens = createTokenService(SECRET, 60);
    const token = await tokens.sign(7, ['ROLE_PARENT', 'ROLE_USER']);
    expect(await tokens.verify(token)).toMatchObject({ sub: 7, roles: ['ROLE_PARENT', 'ROLE_USER'] });
    expect(await tokens.verify(token)).toMatchObject({ sub: 7 });

    vi.setSystemTime(new Date('2026-11-23T08:01:01Z'));
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('names each token and tells when it was issued to the millisecond', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T08:00:00.250Z'));
    const tokens = createTokenService(SECRET, 60);
    const first = await tokens.verify(await tokens.sign(7, ['ROLE_PARENT']));
    const second = await tokens.verify(await tokens.sign(7, ['ROLE_PARENT']));
    expect(first.iatMs).toBe(Date.parse('2026-11-23T08:00:00.250Z'));
    expect(first.iat).toBe(Math.floor(first.iatMs / 1000));
    expect(first.jti).toMatch(/^[\w-]{22}$/);
    expect(second.jti).not.toBe(first.jti);
  });

  it('refuses a token signed by another instance with another secret', async () => {
    const other = createTokenService(`${SECRET}-other`, 60);
    const token = await other.sign(7, ['ROLE_PARENT']);
    await expect(createTokenService(SECRET, 60).verify(token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
