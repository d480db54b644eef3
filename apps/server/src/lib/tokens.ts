import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TRole } from '@carnet/contract';
import { AppError } from './app-error';
import { JwtRefused, signHs256, verifyHs256 } from './jwt-hs256';

/**
 * `iat` and `exp` in seconds since 1970, as in the token. `jti` names this one token, so signing out
 * revokes it alone; `iatMs` is when it was issued to the millisecond, so a revocation refuses the
 * tokens issued before it and not one issued later in the same second.
 */
export type TokenClaims = { sub: number; roles: TRole[]; jti: string; iat: number; iatMs: number; exp: number };

export type TokenService = {
  sign: (userId: number, roles: TRole[]) => Promise<string>;
  /** Synchronous (decision 093); throws AppError TOKEN_EXPIRED or UNAUTHENTICATED. */
  verify: (token: string) => TokenClaims;
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
  // HS256 only: the verifier refuses every other algorithm, `none` included (lib/jwt-hs256.ts).
  const key = Buffer.from(secret, 'utf8');
  return {
    xsrfKey: crypto.createHmac('sha256', secret).update('xsrf-cookie').digest(),
    sealKey: crypto.createHmac('sha256', secret).update('sealed-payloads').digest(),
    limitKey: crypto.createHmac('sha256', secret).update('rate-limit-names').digest(),
    async sign(userId, roles) {
      const issuedAt = Date.now();
      const iat = Math.floor(issuedAt / 1000);
      return signHs256(key, {
        roles,
        iat_ms: issuedAt,
        sub: String(userId),
        jti: crypto.randomBytes(16).toString('base64url'),
        iat,
        exp: iat + ttlSeconds,
      });
    },
    verify(token) {
      try {
        const payload = verifyHs256(key, token, Math.floor(Date.now() / 1000));
        // Checked after the times, so that an expired token of any shape is told it expired.
        const { sub, roles, jti, iat_ms: iatMs } = payload;
        const userId = typeof sub === 'string' && /^[1-9]\d*$/.test(sub) ? Number(sub) : NaN;
        if (
          !Number.isSafeInteger(userId) ||
          !Array.isArray(roles) ||
          !roles.every((role) => typeof role === 'string') ||
          !Number.isSafeInteger(iatMs) ||
          typeof jti !== 'string' ||
          !jti
        )
          throw new JwtRefused('claims');
        return {
          sub: userId,
          roles: roles as TRole[],
          jti,
          iat: payload.iat as number,
          iatMs: iatMs as number,
          exp: payload.exp as number,
        };
      } catch (error) {
        if (error instanceof JwtRefused && error.reason === 'expired') throw new AppError('TOKEN_EXPIRED', 'auth.tokenExpired');
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
