import { i18n } from '@lingui/core';
import { apiPaths, nextPagePath } from '@carnet/contract';
import { SessionEndedError, TOKEN_EXPIRED, TOKEN_NOT_FOUND, parseApiError } from './api-error';
import { API_BASE } from './env';
import { preferredLanguage } from './i18n/language';
import { endSession, getToken } from './session';
import { isTokenExpired } from './token';
import { XSRF_HEADER, readXsrfToken } from './xsrf';

/** Anything with a zod-like `parse`: the contract's schemas, without importing zod here. */
export type Parser<T> = { parse: (data: unknown) => T };

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type RequestOptions = { method?: Method; body?: unknown; signal?: AbortSignal };

/**
 * The calls made before sign-in: login, and the account pages opened from an e-mail or a letter, all
 * under this prefix (accountPaths in the contract, whose schemas would bring zod into /login if imported here).
 */
export const PUBLIC_ACCOUNT_PREFIX = '/api/account/';
const isPublicPath = (path: string) => path === apiPaths.login || path.startsWith(PUBLIC_ACCOUNT_PREFIX);
/** The HTTP authentication scheme of the token (RFC 6750), a protocol word. */
const AUTH_SCHEME = 'Bearer';

/** Checks the token before the call: a missing or expired one ends the session instead of a doomed request. */
function authorizationFor(path: string): string | null {
  if (isPublicPath(path)) return null;
  const token = getToken();
  if (!token) {
    void endSession();
    throw new SessionEndedError(TOKEN_NOT_FOUND);
  }
  if (isTokenExpired(token)) {
    void endSession();
    throw new SessionEndedError(TOKEN_EXPIRED);
  }
  return `${AUTH_SCHEME} ${token}`;
}

async function send(path: string, { method = 'GET', body, signal }: RequestOptions): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  // The server answers its messages in the language the page speaks.
  headers.set('Accept-Language', i18n.locale || preferredLanguage());
  const authorization = authorizationFor(path);
  if (authorization) headers.set('Authorization', authorization);
  const xsrf = readXsrfToken();
  if (xsrf && method !== 'GET') headers.set(XSRF_HEADER, xsrf);
  // FormData goes as it is: the browser sets multipart/form-data with its boundary itself.
  const isFormData = body instanceof FormData;
  if (body !== undefined && !isFormData) headers.set('Content-Type', 'application/json');
  const response = await fetch(`${API_BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : isFormData ? body : JSON.stringify(body),
    signal,
    credentials: API_BASE ? 'include' : 'same-origin',
  });
  if (response.ok) return response;
  const error = parseApiError(response.status, await response.json().catch(() => null), response.headers.get('Retry-After'));
  if (response.status === 401 && !isPublicPath(path)) void endSession();
  throw error;
}

/** An early answer older than this is not handed out: the query asks again. */
const EARLY_READ_TTL_MS = 10_000;
const earlyReads = new Map<string, { response: Promise<Response>; startedAt: number; token: string | null }>();

/**
 * Sends GETs now whose answers a page will ask for once its code has loaded (app/early-reads): the first
 * `api.get` of the same path takes the answer instead of asking again. Unused ones expire.
 */
export function startReads(paths: readonly string[]): void {
  for (const path of paths) {
    if (earlyReads.has(path)) continue;
    const response = send(path, {});
    // Nobody may take it (the page changed): its failure must not surface as an unhandled rejection.
    response.catch(() => undefined);
    earlyReads.set(path, { response, startedAt: Date.now(), token: getToken() });
  }
}

function takeEarlyRead(path: string): Promise<Response> | null {
  const early = earlyReads.get(path);
  if (!early) return null;
  earlyReads.delete(path);
  // Only to the session that asked: after a sign-out and another sign-in, one family's answer must not
  // reach the next person at the same computer.
  const isSameSession = early.token === getToken();
  return isSameSession && Date.now() - early.startedAt <= EARLY_READ_TTL_MS ? early.response : null;
}

async function requestResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const early = options.method === undefined || options.method === 'GET' ? takeEarlyRead(path) : null;
  return early ?? send(path, options);
}

async function requestJson<T>(path: string, parser: Parser<T>, options: RequestOptions = {}): Promise<T> {
  const response = await requestResponse(path, options);
  const data: unknown = response.status === 204 ? null : await response.json();
  return parser.parse(data);
}

/** One page of a list that grows with history, and the path of the next (older) one from its `Link` header. */
export type Page<T> = { items: T[]; nextPath: string | null };

/** A JSON write with this method (one function for the four, so each byte of the first load counts once). */
const writeWith =
  (method: Method) =>
  <T>(path: string, parser: Parser<T>, body: unknown) =>
    requestJson(path, parser, { method, body });

export const api = {
  get: <T>(path: string, parser: Parser<T>, signal?: AbortSignal) => requestJson(path, parser, { signal }),
  /** A GET of a paged list (decision 075): its items and where older ones are, or null on the last page. */
  getPage: async <T>(path: string, parser: Parser<T[]>, signal?: AbortSignal): Promise<Page<T>> => {
    const response = await requestResponse(path, { signal });
    return { items: parser.parse(await response.json()), nextPath: nextPagePath(response.headers.get('Link')) };
  },
  post: writeWith('POST'),
  patch: writeWith('PATCH'),
  put: writeWith('PUT'),
  /** A DELETE, with a body when the thing removed is named by more than its path (a push subscription's endpoint). */
  delete: writeWith('DELETE'),
  /** A file answer (PDF, image) as a Blob. */
  blob: async (path: string, signal?: AbortSignal): Promise<Blob> => (await send(path, { signal })).blob(),
  /** A file made on request (the office's printed letters): a POST whose answer is a Blob. */
  postBlob: async (path: string, body: unknown): Promise<Blob> => (await send(path, { method: 'POST', body })).blob(),
};
