/** A JWT's claims, unverified: the server verifies, the client only reads what it needs to choose. */
function readClaims(token: string): object | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    return typeof claims === 'object' && claims !== null ? claims : null;
  } catch {
    return null;
  }
}

/** Reads a JWT's `exp` claim without verifying it: the server verifies, the client only avoids sending stale tokens. */
export function readTokenExpiry(token: string): number | null {
  const claims = readClaims(token);
  if (!claims || !('exp' in claims)) return null;
  return typeof claims.exp === 'number' ? claims.exp : null;
}

/**
 * The account a token is for (`sub`), unverified: the service worker and the page name the account's
 * offline cache by it (lib/pwa). Only a whole positive number counts.
 */
export function readTokenSubject(token: string): string | null {
  const claims = readClaims(token);
  if (!claims || !('sub' in claims) || typeof claims.sub !== 'string') return null;
  return /^[1-9][0-9]{0,15}$/.test(claims.sub) ? claims.sub : null;
}

/** A token whose expiry cannot be read counts as expired, so a damaged token never lingers. */
export function isTokenExpired(token: string, nowMs: number = Date.now()): boolean {
  const exp = readTokenExpiry(token);
  return exp === null || exp * 1000 <= nowMs;
}
