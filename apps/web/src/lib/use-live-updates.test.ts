// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLiveUpdates } from './use-live-updates';

/** The browser's EventSource as the page sees it: the test opens, tells and refuses it. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
}

const base64url = (value: string) => btoa(value).replace(/=+$/, '');
const token = `h.${base64url(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.s`;
const fetchMock = vi.fn<typeof fetch>();
const latest = () => FakeEventSource.made.at(-1)!;
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('startLiveUpdates', () => {
  let queryClient: QueryClient;
  let invalidated: unknown[];
  let online = true;

  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.made = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    fetchMock.mockImplementation(async () => new Response(null, { status: 204 }));
    localStorage.setItem('token', token);
    queryClient = new QueryClient();
    invalidated = [];
    vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
      invalidated.push(filters?.queryKey);
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
    localStorage.clear();
    online = true;
  });

  const keys = { notifications: [['notifications'], ['documents']] } as const;

  it('sets the cookie, opens /api/live, reads everything again on open and a topic when told it', async () => {
    const stop = startLiveUpdates(queryClient, keys);
    await flush();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/live/cookie');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(latest().url).toBe('/api/live');
    latest().open();
    expect(invalidated).toEqual([['notifications'], ['documents']]);
    latest().onmessage?.({ data: 'notifications' });
    latest().onmessage?.({ data: 'messages' });
    expect(invalidated).toEqual([['notifications'], ['documents'], ['notifications'], ['documents']]);
    stop();
    expect(latest().readyState).toBe(FakeEventSource.CLOSED);
  });

  it('opens again after a growing wait when the stream is refused, and stops trying once stopped', async () => {
    const stop = startLiveUpdates(queryClient, keys);
    await flush();
    latest().refuse();
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeEventSource.made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.made).toHaveLength(2);
    latest().refuse();
    await vi.advanceTimersByTimeAsync(1999);
    expect(FakeEventSource.made).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.made).toHaveLength(3);
    latest().refuse();
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeEventSource.made).toHaveLength(3);
  });

  it('opens nothing once stopped while waiting for its cookie, and leaves a dropped stream to the browser', async () => {
    startLiveUpdates(queryClient, keys)();
    const stop = startLiveUpdates(queryClient, keys);
    await flush();
    expect(FakeEventSource.made).toHaveLength(1);
    // A dropped connection: the browser's EventSource is still CONNECTING and retries by itself.
    latest().onerror?.();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.made).toHaveLength(1);
    stop();
  });

  it('opens nothing while offline, closes when the network goes, and opens again when it is back', async () => {
    online = false;
    const stop = startLiveUpdates(queryClient, keys);
    await flush();
    expect(FakeEventSource.made).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
    online = true;
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(FakeEventSource.made).toHaveLength(1);
    window.dispatchEvent(new Event('offline'));
    expect(latest().readyState).toBe(FakeEventSource.CLOSED);
    stop();
  });
});
