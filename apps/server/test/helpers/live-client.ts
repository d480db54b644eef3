import { livePaths } from '@carnet/contract';
import type { App } from '../../src/types';

/** An open GET /api/live as a browser's EventSource holds it: the events it heard, in order. */
export type LiveStream = {
  status: number;
  /** `id` and `data` (the topic) of each event so far. */
  events: Array<{ id: string; topic: string }>;
  /** Every line so far, comments (heartbeats) included. */
  lines: string[];
  /** Resolves with the first event of `topic` heard after the call (or already heard when `since` is 0); rejects after `withinMs`. */
  next: (topic: string, withinMs: number, since?: number) => Promise<{ id: string; topic: string }>;
  /** Resolves when the server ends the stream; rejects after `withinMs`. */
  ended: (withinMs: number) => Promise<void>;
  close: () => void;
};

/** Listens on a free port of this machine once, so a real HTTP client can hold a stream open. */
export async function listenOnce(app: App): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** Opens the stream with a real HTTP client (fetch), with the token in the header or in the live cookie, as a browser would. */
export async function openLive(
  app: App,
  auth: { token?: string; cookie?: string; lastEventId?: string; accept?: string },
): Promise<LiveStream> {
  const baseUrl = await listenOnce(app);
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: auth.accept ?? 'text/event-stream' };
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  if (auth.cookie) headers.cookie = auth.cookie;
  if (auth.lastEventId) headers['last-event-id'] = auth.lastEventId;
  const response = await fetch(`${baseUrl}${livePaths.stream}`, { headers, signal: controller.signal });
  const stream: LiveStream = {
    status: response.status,
    events: [],
    lines: [],
    next: () => Promise.reject(new Error('not an event stream')),
    ended: () => Promise.reject(new Error('not an event stream')),
    close: () => controller.abort(),
  };
  if (!response.headers.get('content-type')?.startsWith('text/event-stream') || !response.body) {
    stream.lines.push(await response.text());
    return stream;
  }
  const waiters = new Set<() => void>();
  let isEnded = false;
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    let event: { id?: string; data?: string } = {};
    try {
      for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n');
        while (end >= 0) {
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 1);
          stream.lines.push(line);
          if (line === '') {
            if (event.data !== undefined) stream.events.push({ id: event.id ?? '', topic: event.data });
            event = {};
          } else if (line.startsWith('id: ')) event.id = line.slice(4);
          else if (line.startsWith('data: ')) event.data = line.slice(6);
          end = buffer.indexOf('\n');
        }
        wake();
      }
    } catch {
      // Aborted by the test.
    }
    isEnded = true;
    wake();
  })();
  const waitUntil = <T>(found: () => T | undefined, withinMs: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const value = found();
        if (value === undefined) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(value);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`${what} not heard within ${withinMs} ms; heard ${JSON.stringify(stream.lines)}`));
      }, withinMs);
      waiters.add(check);
      check();
    });
  stream.next = (topic, withinMs, since = stream.events.length) =>
    waitUntil(() => stream.events.slice(since).find((e) => e.topic === topic), withinMs, `'${topic}'`);
  stream.ended = (withinMs) => waitUntil(() => (isEnded ? true : undefined), withinMs, 'the end of the stream').then(() => undefined);
  return stream;
}

/** Resolves false if something of `topic` arrived since the `since`-th event or arrives within `ms` (what a rollback must leave). */
export async function staysQuiet(stream: LiveStream, topic: string, ms: number, since = stream.events.length): Promise<boolean> {
  return stream.next(topic, ms, since).then(
    () => false,
    () => true,
  );
}

/** Opens streams and closes them all at the end of the file (`afterAll(streams.closeAll)`). */
export function streamsOfTheFile() {
  const streams: LiveStream[] = [];
  return {
    open: async (...args: Parameters<typeof openLive>) => {
      const stream = await openLive(...args);
      streams.push(stream);
      return stream;
    },
    closeAll: () => {
      for (const stream of streams.splice(0)) stream.close();
    },
  };
}
