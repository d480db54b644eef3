// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountPaths } from '@carnet/contract';
import { api, PUBLIC_ACCOUNT_PREFIX } from './api-client';
import { ApiError, SessionEndedError, parseApiError } from './api-error';
import { setSessionEndedHandler } from './session';

const base64url = (value: string) => btoa(value).replace(/=+$/, '');
const tokenExpiringIn = (seconds: number) => `h.${base64url(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + seconds }))}.s`;
const anything = { parse: (data: unknown) => data };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('parseApiError', () => {
  it('keeps the code and message of the API error shape', () => {
    const error = parseApiError(409, { code: 'SLOT_TAKEN', message: 'Slot already booked' });
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.code, error.message, error.isClientError]).toEqual([409, 'SLOT_TAKEN', 'Slot already booked', true]);
  });

  it('keeps the whole body, for an error that carries more than its message', () => {
    const body = { code: 'ROSTER_INVALID', message: 'Nothing was imported', problems: [{ file: 'users.csv', line: 3 }] };
    expect(parseApiError(400, body).body).toEqual(body);
  });

  it('survives a body of another shape', () => {
    expect(parseApiError(502, '<html>')).toMatchObject({ status: 502, code: 'INTERNAL' });
    expect(parseApiError(400, { error: 'x' })).toMatchObject({ status: 400, code: 'UNKNOWN' });
  });
});

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const sessionEnded = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setSessionEndedHandler(sessionEnded);
    localStorage.setItem('user', '{"roles":[],"familyInfo":{}}');
  });
  afterEach(() => {
    fetchMock.mockReset();
    sessionEnded.mockReset();
    localStorage.clear();
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    vi.unstubAllGlobals();
  });

  it("rejects with 'Token not found' and ends the session when there is no token", async () => {
    await expect(api.get('/api/me', anything)).rejects.toEqual(new SessionEndedError('Token not found'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionEnded).toHaveBeenCalledOnce();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('sends the public account calls without a token, and the signed-in ones only with one', async () => {
    const publicCalls = [accountPaths.checkLink, accountPaths.useLink, accountPaths.renewLink, accountPaths.forgotPassword];
    expect(publicCalls.every((path) => path.startsWith(PUBLIC_ACCOUNT_PREFIX))).toBe(true);
    expect([accountPaths.changePassword, accountPaths.signOutEverywhere].some((path) => path.startsWith(PUBLIC_ACCOUNT_PREFIX))).toBe(
      false,
    );
    fetchMock.mockResolvedValue(new Response('{"accepted":true}', { status: 202 }));
    await api.post(accountPaths.forgotPassword, anything, { email: 'a@b.fr' });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it("rejects with 'Token expired' before sending an expired token", async () => {
    localStorage.setItem('token', tokenExpiringIn(-5));
    await expect(api.get('/api/me', anything)).rejects.toThrow('Token expired');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends the bearer token and echoes the XSRF cookie on writes', async () => {
    const token = tokenExpiringIn(600);
    localStorage.setItem('token', token);
    document.cookie = 'XSRF-TOKEN=abc.def';
    fetchMock.mockResolvedValue(json(200, { success: true }));
    await api.post('/api/family/update-financial', anything, { source: 'Individual' });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(headers.get('X-XSRF-TOKEN')).toBe('abc.def');
  });

  it('sends FormData as it is, leaving the multipart content type to the browser', async () => {
    localStorage.setItem('token', tokenExpiringIn(600));
    fetchMock.mockResolvedValue(json(200, { success: true }));
    const form = new FormData();
    form.set('absenceId', '7');
    await api.post('/api/registry/certificate', anything, form);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();
  });

  it('logs out on a 401, but not on a failed login', async () => {
    localStorage.setItem('token', tokenExpiringIn(600));
    fetchMock.mockResolvedValue(json(401, { code: 'UNAUTHENTICATED', message: 'Token revoked' }));
    await expect(api.get('/api/notification', anything)).rejects.toMatchObject({ status: 401, message: 'Token revoked' });
    expect(sessionEnded).toHaveBeenCalledOnce();

    fetchMock.mockResolvedValue(json(401, { code: 'UNAUTHENTICATED', message: 'Invalid e-mail or password' }));
    await expect(api.post('/api/login', anything, { username: 'a', password: 'b' })).rejects.toBeInstanceOf(ApiError);
    expect(sessionEnded).toHaveBeenCalledOnce();
  });

  it('parses other failures into an ApiError without ending the session', async () => {
    localStorage.setItem('token', tokenExpiringIn(600));
    fetchMock.mockResolvedValue(json(404, { code: 'NOT_FOUND', message: 'Child not found' }));
    await expect(api.get('/api/child/9', anything)).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(sessionEnded).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).not.toBeNull();
  });
});
