import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { TRole } from '@carnet/contract';
import { AppError } from './app-error';

/**
 * `iat` and `exp` in seconds since 1970, as in the token. `jti` names this one token, so signing out
 * revokes it alone; `iatMs` is when it was issued to the millisecond, so a revocation refuses the
 * tokens issued before it and not one issued later in the same second.
 */
export type TokenClaims = { sub: number; roles: TRole[]; jti: string; iat: number; iatMs: number; exp: number };

/** HS256 only: the verifier refuses every other algorithm, `none` included. */
const ALGORITHM = 'HS256';

export type TokenService = {
  sign: (userId: number, roles: TRole[]) => Promise<string>;
  verify: (token: string) => Promise<TokenClaims>;
  /** A key derived from the JWT secret, used to sign the XSRF cookie. */
  xsrfKey: Buffer;
  /**
   * A key derived from the JWT secret that seals calendar feeds' secrets (mail/sealed) and signs
   * List-Unsubscribe links. Queued e-mail has keys of its own (mail/mail-keys, decision 089); this one
   * only opens what was queued before them.
   */
  sealKey: Buffer;
  /** A key derived from the JWT secret that hides the names in the rate limits' keys (plugins/rate-limits). */
  limitKey: Buffer;
};

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  // Imported once: given the secret's bytes (or a secret KeyObject), jose imports them into a CryptoKey
  // anew on every sign and verify, about a twentieth of a read's CPU in the evening bench (decision 079).
  const cryptoKey = crypto.webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  return {
    xsrfKey: crypto.createHmac('sha256', secret).update('xsrf-cookie').digest(),
    sealKey: crypto.createHmac('sha256', secret).update('sealed-payloads').digest(),
    limitKey: crypto.createHmac('sha256', secret).update('rate-limit-names').digest(),
    async sign(userId, roles) {
      const issuedAt = Date.now();
      return new SignJWT({ roles, iat_ms: issuedAt })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setJti(crypto.randomBytes(16).toString('base64url'))
        .setIssuedAt(Math.floor(issuedAt / 1000))
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await cryptoKey);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await cryptoKey, { algorithms: [ALGORITHM], requiredClaims: ['exp', 'iat', 'sub'] });
        const sub = Number(payload.sub);
        // Checked after jwtVerify, so that an expired token of any shape is told it expired.
        const iatMs = payload.iat_ms;
        if (!Number.isInteger(sub) || !Array.isArray(payload.roles) || !Number.isSafeInteger(iatMs) || !payload.jti)
          throw new Error('bad claims');
        return {
          sub,
          roles: payload.roles as TRole[],
          jti: payload.jti,
          iat: payload.iat ?? 0,
          iatMs: iatMs as number,
          exp: payload.exp ?? 0,
        };
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED', 'auth.tokenExpired');
        throw new AppError('UNAUTHENTICATED', 'auth.invalidToken');
      }
    },
  };
}

/** JWT_SECRET when given; otherwise a random secret generated once and kept in DATA_DIR. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(48).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
