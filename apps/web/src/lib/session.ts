import type { TMe } from '@carnet/contract';
import { paths } from './paths';

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

type Listener = () => void;
const listeners = new Set<Listener>();
const endCleanups = new Set<() => void | Promise<unknown>>();
let cachedRaw: string | null = null;
let cachedUser: TMe | null = null;
let onSessionEnded: () => void = () => window.location.assign(paths.login);

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

/** The user saved at login; the JSON is parsed once per change so React sees a stable object. */
export function getStoredUser(): TMe | null {
  const raw = localStorage.getItem(USER_KEY);
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  cachedUser = parseUser(raw);
  return cachedUser;
}

function parseUser(raw: string | null): TMe | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    // A shape check rather than the zod schema keeps zod out of the login bundle.
    const isUser = typeof value === 'object' && value !== null && 'roles' in value && Array.isArray(value.roles) && 'familyInfo' in value;
    return isUser ? (value as TMe) : null;
  } catch {
    return null;
  }
}

export function saveToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function saveUser(user: TMe): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  emit();
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  emit();
}

/**
 * Clears the session and sends the person to /login (through the router once the app registered it),
 * once the cleanups are done: the offline copies of the account among them (lib/pwa/start-pwa,
 * docs/decisions/072), so the next person at this device finds nothing of it, even offline.
 */
export async function endSession(): Promise<void> {
  clearSession();
  const cleanups = [...endCleanups].map(async (cleanup) => cleanup());
  await Promise.allSettled(cleanups);
  onSessionEnded();
}

/**
 * Work to do when a session ends, before the person is sent to /login. Modules loaded with the
 * signed-in pages register here themselves (the query cache), so /login need not load them.
 */
export function onSessionEnd(cleanup: () => void | Promise<unknown>): void {
  endCleanups.add(cleanup);
}

export function setSessionEndedHandler(handler: () => void): void {
  onSessionEnded = handler;
}

export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab logging out or in changes localStorage here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === USER_KEY || event.key === TOKEN_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function emit(): void {
  for (const listener of listeners) listener();
}
