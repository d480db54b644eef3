import crypto from 'node:crypto';

/**
 * Compact JWTs signed with HS256, signed and verified synchronously with node:crypto's HMAC. jose did
 * the same through WebCrypto, an asynchronous job per request and a sixth of a cheap read's CPU
 * (decision 093); this keeps every check it made for our tokens.
 */

/** Why a token is refused: `expired` is told apart (TOKEN_EXPIRED), every other reason is one refusal. */
export class JwtRefused extends Error {
  constructor(readonly reason: 'malformed' | 'algorithm' | 'signature' | 'claims' | 'expired') {
    super(`token refused: ${reason}`);
  }
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function signature(key: Buffer, signingInput: string): string {
  return crypto.createHmac('sha256', key).update(signingInput).digest('base64url');
}

/** A part of the token as a JSON object: base64url without padding, strict UTF-8, a top-level object. */
function decodeObject(part: string): Record<string, unknown> {
  // Node's decoder skips characters outside the alphabet; jose refused them, so do we.
  if (!BASE64URL.test(part) || part.length % 4 === 1) throw new JwtRefused('malformed');
  let value: unknown;
  try {
    value = JSON.parse(strictUtf8.decode(Buffer.from(part, 'base64url')));
  } catch {
    throw new JwtRefused('malformed');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new JwtRefused('malformed');
  return value as Record<string, unknown>;
}

export function signHs256(key: Buffer, claims: Record<string, unknown>): string {
  const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${signingInput}.${signature(key, signingInput)}`;
}

/**
 * The claims of a token this key signed with HS256, once its signature and times are checked: the header
 * names HS256 (any other algorithm, `none` included, is refused) and no extension (`crit`, `b64`); the
 * signature is compared in constant time, in its one canonical spelling; `exp`, `iat` and `sub` are
 * present, `exp`, `iat` and `nbf` are numbers, `nbf` has come and `exp` has not passed (`now` in seconds).
 */
export function verifyHs256(key: Buffer, token: string, now: number): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtRefused('malformed');
  const [encodedHeader, encodedPayload, givenSignature] = parts as [string, string, string];
  // The header this service writes needs no decoding to be known for HS256 with no extension.
  if (encodedHeader !== HEADER) {
    const header = decodeObject(encodedHeader);
    if (header.alg !== 'HS256') throw new JwtRefused('algorithm');
    if ('crit' in header || 'b64' in header) throw new JwtRefused('malformed');
  }
  const expected = Buffer.from(signature(key, `${encodedHeader}.${encodedPayload}`));
  const given = Buffer.from(givenSignature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) throw new JwtRefused('signature');
  const claims = decodeObject(encodedPayload);
  if (!('exp' in claims && 'iat' in claims && 'sub' in claims)) throw new JwtRefused('claims');
  const { exp, iat, nbf } = claims;
  if (typeof iat !== 'number' || typeof exp !== 'number' || (nbf !== undefined && typeof nbf !== 'number')) throw new JwtRefused('claims');
  if (typeof nbf === 'number' && nbf > now) throw new JwtRefused('claims');
  if (exp <= now) throw new JwtRefused('expired');
  return claims;
}
