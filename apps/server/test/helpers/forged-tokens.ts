import { SignJWT } from 'jose';

/**
 * Tokens for a real user that the server must refuse: expired (right key), signed with another key,
 * `alg: none` (claims otherwise valid), and not a JWT at all.
 */
export async function forgedTokens(jwtSecret: string, userId: number) {
  const now = Math.floor(Date.now() / 1000);
  const claims = { roles: ['ROLE_PARENT', 'ROLE_USER'] };
  const sub = String(userId);
  const expired = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(jwtSecret));
  const otherKey = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('x'.repeat(48)));
  const body = Buffer.from(JSON.stringify({ ...claims, sub, iat: now, exp: now + 3600 })).toString('base64url');
  const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${body}.`;
  return { expired, otherKey, none, garbage: 'not-a-token' };
}
