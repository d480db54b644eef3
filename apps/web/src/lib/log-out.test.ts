// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onSessionEnd, setSessionEndedHandler } from './session';
import { logOut } from './log-out';

const base64url = (value: string) => btoa(value).replace(/=+$/, '');
const token = `h.${base64url(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 600 }))}.s`;

describe('logOut', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const sessionEnded = vi.fn();
  const cacheCleared = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setSessionEndedHandler(sessionEnded);
    onSessionEnd(cacheCleared);
    localStorage.setItem('token', token);
    localStorage.setItem('user', '{"roles":["ROLE_PARENT"],"familyInfo":{}}');
    document.cookie = 'XSRF-TOKEN=abc.def';
  });
  afterEach(() => {
    fetchMock.mockReset();
    sessionEnded.mockReset();
    cacheCleared.mockReset();
    localStorage.clear();
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    vi.unstubAllGlobals();
  });

  it('asks the server to revoke the token, with the XSRF header, then forgets the session and its cached answers', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await logOut();
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/logout$/);
    expect(init?.method).toBe('POST');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(headers.get('X-XSRF-TOKEN')).toBe('abc.def');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(cacheCleared).toHaveBeenCalled();
    expect(sessionEnded).toHaveBeenCalled();
  });

  it('signs out on this device even when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(logOut()).resolves.toBeUndefined();
    expect(localStorage.getItem('token')).toBeNull();
    expect(cacheCleared).toHaveBeenCalled();
    expect(sessionEnded).toHaveBeenCalled();
  });
});
