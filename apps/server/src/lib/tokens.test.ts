import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';

describe('the token service', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses a token past its exp even after it was verified and cached', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T08:00:00Z'));
    const tokens = createTokenService(SECRET, 60);
    const token = await tokens.sign(7, ['ROLE_PARENT', 'ROLE_USER']);
    expect(await tokens.verify(token)).toMatchObject({ sub: 7, roles: ['ROLE_PARENT', 'ROLE_USER'] });
    expect(await tokens.verify(token)).toMatchObject({ sub: 7 });

    vi.setSystemTime(new Date('2026-11-23T08:01:01Z'));
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('refuses a token signed by another instance with another secret', async () => {
    const other = createTokenService(`${SECRET}-other`, 60);
    const token = await other.sign(7, ['ROLE_PARENT']);
    await expect(createTokenService(SECRET, 60).verify(token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
