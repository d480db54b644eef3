import crypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const key = new TextEncoder().encode(SECRET);
const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const hmac = (input: string) => crypto.createHmac('sha256', SECRET).update(input).digest('base64url');

/** A token signed with the service's secret, its header and claims written by hand. */
function handMade(header: unknown, claims: unknown): string {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${hmac(input)}`;
}

function validClaims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return { roles: ['ROLE_PARENT'], iat_ms: now * 1000, sub: '7', jti: 'a-token-name', iat: now, exp: now + 60, ...overrides };
}

/** The code the service refuses a token with, or 'accepted'. */
function refusal(token: string): string {
  try {
    createTokenService(SECRET, 60).verify(token);
    return 'accepted';
  } catch (error) {
    return (error as { code: string }).code;
  }
}

describe('the token service', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses a token past its exp even after it was verified once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T08:00:00Z'));
    const tokens = createTokenService(SECRET, 60);
    const token = await tokens.sign(7, ['ROLE_PARENT', 'ROLE_USER']);
    expect(tokens.verify(token)).toMatchObject({ sub: 7, roles: ['ROLE_PARENT', 'ROLE_USER'] });
    expect(tokens.verify(token)).toMatchObject({ sub: 7 });

    vi.setSystemTime(new Date('2026-11-23T08:01:00Z'));
    expect(refusal(token)).toBe('TOKEN_EXPIRED');
  });

  it('names each token and tells when it was issued to the millisecond', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T08:00:00.250Z'));
    const tokens = createTokenService(SECRET, 60);
    const first = tokens.verify(await tokens.sign(7, ['ROLE_PARENT']));
    const second = tokens.verify(await tokens.sign(7, ['ROLE_PARENT']));
    expect(first.iatMs).toBe(Date.parse('2026-11-23T08:00:00.250Z'));
    expect(first.iat).toBe(Math.floor(first.iatMs / 1000));
    expect(first.exp).toBe(first.iat + 60);
    expect(first.jti).toMatch(/^[\w-]{22}$/);
    expect(second.jti).not.toBe(first.jti);
  });

  it('refuses a token signed by another instance with another secret', async () => {
    const other = createTokenService(`${SECRET}-other`, 60);
    expect(refusal(await other.sign(7, ['ROLE_PARENT']))).toBe('UNAUTHENTICATED');
  });

  it('speaks standard JWT: jose verifies its tokens, and it verifies the tokens jose signed before it', async () => {
    const token = await createTokenService(SECRET, 60).sign(7, ['ROLE_PARENT']);
    const { payload, protectedHeader } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ sub: '7', roles: ['ROLE_PARENT'] });

    const now = Date.now();
    const byJose = await new SignJWT({ roles: ['ROLE_PARENT'], iat_ms: now })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('7')
      .setJti('a-token-name')
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime('60s')
      .sign(key);
    expect(createTokenService(SECRET, 60).verify(byJose)).toMatchObject({ sub: 7, jti: 'a-token-name', iatMs: now });
  });

  it('accepts the hand-made token the refusals below start from', () => {
    expect(refusal(handMade({ alg: 'HS256', typ: 'JWT' }, validClaims()))).toBe('accepted');
    expect(refusal(handMade({ alg: 'HS256' }, validClaims()))).toBe('accepted');
  });

  it('refuses any algorithm but HS256, alg none included', async () => {
    const claims = validClaims();
    expect(refusal(await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(key))).toBe('UNAUTHENTICATED');
    expect(refusal(handMade({ alg: 'hs256' }, claims))).toBe('UNAUTHENTICATED');
    expect(refusal(handMade({ typ: 'JWT' }, claims))).toBe('UNAUTHENTICATED');
    expect(refusal(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`)).toBe('UNAUTHENTICATED');
    expect(refusal(handMade({ alg: 'none' }, claims))).toBe('UNAUTHENTICATED');
  });

  it('refuses a header that is not a plain object or asks for an extension', () => {
    expect(refusal(handMade({ alg: 'HS256', crit: ['exp'] }, validClaims()))).toBe('UNAUTHENTICATED');
    expect(refusal(handMade({ alg: 'HS256', b64: false, crit: ['b64'] }, validClaims()))).toBe('UNAUTHENTICATED');
    expect(refusal(handMade(['HS256'], validClaims()))).toBe('UNAUTHENTICATED');
    expect(refusal(handMade('HS256', validClaims()))).toBe('UNAUTHENTICATED');
  });

  it('refuses a tampered payload and a tampered signature', async () => {
    const token = await createTokenService(SECRET, 60).sign(7, ['ROLE_PARENT']);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    expect(refusal(`${header}.${b64({ ...claims, sub: '8' })}.${signature}`)).toBe('UNAUTHENTICATED');
    expect(refusal(`${header}.${b64({ ...claims, roles: ['ROLE_ADMIN'] })}.${signature}`)).toBe('UNAUTHENTICATED');
    const flipped = signature.slice(0, 10) + (signature[10] === 'A' ? 'B' : 'A') + signature.slice(11);
    expect(refusal(`${header}.${payload}.${flipped}`)).toBe('UNAUTHENTICATED');
    expect(refusal(`${header}.${payload}.${signature.slice(0, -1)}`)).toBe('UNAUTHENTICATED');
    expect(refusal(`${header}.${payload}.`)).toBe('UNAUTHENTICATED');
    // The last character of 32 bytes in base64url carries 4 spare bits: another spelling of the same bytes is refused.
    const last = signature.at(-1)!;
    const sameBytes = String.fromCharCode(last.charCodeAt(0) + (last === 'z' || last === '9' ? -1 : 1));
    expect(refusal(`${header}.${payload}.${signature.slice(0, -1)}${sameBytes}`)).toBe('UNAUTHENTICATED');
  });

  it('tells an expired token apart, whatever its other claims, and refuses one not valid yet', () => {
    const now = Math.floor(Date.now() / 1000);
    expect(refusal(handMade({ alg: 'HS256' }, validClaims({ exp: now - 1 })))).toBe('TOKEN_EXPIRED');
    expect(refusal(handMade({ alg: 'HS256' }, validClaims({ exp: now })))).toBe('TOKEN_EXPIRED');
    // The forged expired token of the API tests has neither jti nor iat_ms.
    expect(refusal(handMade({ alg: 'HS256' }, { sub: '7', iat: now - 7200, exp: now - 60 }))).toBe('TOKEN_EXPIRED');
    expect(refusal(handMade({ alg: 'HS256' }, validClaims({ nbf: now + 60 })))).toBe('UNAUTHENTICATED');
  });

  it.each(['exp', 'iat', 'sub', 'jti', 'iat_ms', 'roles'])('refuses a token without its %s claim', (claim) => {
    const claims = validClaims();
    delete claims[claim];
    expect(refusal(handMade({ alg: 'HS256' }, claims))).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['exp', '9999999999'],
    ['iat', '0'],
    ['nbf', '0'],
    ['sub', 7],
    ['sub', ''],
    ['sub', '7.5'],
    ['sub', '0'],
    ['roles', 'ROLE_PARENT'],
    ['roles', [1]],
    ['jti', 12],
    ['jti', ''],
    ['iat_ms', 1.5],
    ['iat_ms', '1'],
  ])('refuses a token whose %s claim is %j', (claim, value) => {
    expect(refusal(handMade({ alg: 'HS256' }, validClaims({ [claim]: value })))).toBe('UNAUTHENTICATED');
  });

  it('refuses what is not three parts of base64url holding JSON objects', () => {
    const good = handMade({ alg: 'HS256' }, validClaims());
    const [header, payload, signature] = good.split('.') as [string, string, string];
    const resign = (h: string, p: string) => `${h}.${p}.${hmac(`${h}.${p}`)}`;
    expect(refusal('not-a-token')).toBe('UNAUTHENTICATED');
    expect(refusal('')).toBe('UNAUTHENTICATED');
    expect(refusal(`${good}.extra`)).toBe('UNAUTHENTICATED');
    expect(refusal(`${header}.${payload}`)).toBe('UNAUTHENTICATED');
    // Node's decoder would skip the stray characters and read the same claims; they are refused.
    expect(refusal(resign(`${header}!`, payload))).toBe('UNAUTHENTICATED');
    expect(refusal(resign(header, `${payload.slice(0, 8)}*${payload.slice(8)}`))).toBe('UNAUTHENTICATED');
    expect(refusal(resign(header, `${payload}==`))).toBe('UNAUTHENTICATED');
    // A length of 4n + 1 is never base64: the last character would hold 6 bits of no byte.
    const oneTooMany = payload + 'A'.repeat((1 - (payload.length % 4) + 4) % 4 || 4);
    expect(refusal(resign(header, oneTooMany))).toBe('UNAUTHENTICATED');
    expect(refusal(`${header}.${payload}.${signature}=`)).toBe('UNAUTHENTICATED');
    expect(refusal(resign(header, b64('not json')))).toBe('UNAUTHENTICATED');
    expect(refusal(resign(header, b64([validClaims()])))).toBe('UNAUTHENTICATED');
    expect(refusal(resign(header, b64('null')))).toBe('UNAUTHENTICATED');
    expect(refusal(resign(header, Buffer.from([0x7b, 0xff, 0x7d]).toString('base64url')))).toBe('UNAUTHENTICATED');
  });
});
