// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, startReads } from './api-client';
import { setSessionEndedHandler } from './session';

const base64url = (value: string) => btoa(value).replace(/=+$/, '');
const token = `h.${base64url(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 600 }))}.s`;
const anything = { parse: (data: unknown) => data };
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** A read started before the page's code has loaded is handed to the page's query instead of a second request. */
describe('early reads', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setSessionEndedHandler(vi.fn());
    localStorage.setItem('token', token);
  });
  afterEach(() => {
    fetchMock.mockReset();
    localStorage.clear();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('hands the early answer to the first read of that path, and asks again for the next one', async () => {
    fetchMock.mockResolvedValueOnce(json({ n: 1 })).mockResolvedValueOnce(json({ n: 2 }));
    startReads(['/api/registry']);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(`Bearer ${token}`);
    await expect(api.get('/api/registry', anything)).resolves.toEqual({ n: 1 });
    expect(fetchMock).toHaveBeenCalledOnce();
    await expect(api.get('/api/registry', anything)).resolves.toEqual({ n: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not hand out an answer older than ten seconds', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValueOnce(json({ old: true })).mockResolvedValueOnce(json({ old: false }));
    startReads(['/api/newsletter']);
    vi.advanceTimersByTime(10_001);
    await expect(api.get('/api/newsletter', anything)).resolves.toEqual({ old: false });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("never hands one session's early answer to the next one signed in at the same computer", async () => {
    fetchMock.mockResolvedValueOnce(json({ family: 'Martin' })).mockResolvedValueOnce(json({ family: 'Dubois' }));
    startReads(['/api/family']);
    localStorage.setItem('token', `${token}.next`);
    await expect(api.get('/api/family', anything)).resolves.toEqual({ family: 'Dubois' });
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('Authorization')).toBe(`Bearer ${token}.next`);
  });

  it('gives a failed early read to the query as its failure, without an unhandled rejection', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ code: 'INTERNAL', message: 'x' }), { status: 500 }));
    startReads(['/api/food/0']);
    await expect(api.get('/api/food/0', anything)).rejects.toMatchObject({ status: 500 });
  });
});
