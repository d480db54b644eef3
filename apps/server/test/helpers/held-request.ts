import net from 'node:net';

export type RawAnswer = { status: number; headers: Record<string, string>; body: string };

export type HeldRequest = {
  /** Sends the rest of the body and resolves with the final answer (the 100 Continue left out). */
  finish: () => Promise<RawAnswer>;
  /** Resolves with the answer the server gives without the body: a refusal. */
  answerWithoutBody: () => Promise<RawAnswer>;
  /** Drops the connection, as a client that gives up does. */
  abort: () => void;
};

/** The first complete answer in `text` after any 100 Continue, or null while it is incomplete. */
function parseAnswer(text: string, isComplete: boolean): RawAnswer | null {
  const rest = text.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '');
  const headEnd = rest.indexOf('\r\n\r\n');
  if (headEnd < 0) return null;
  const [statusLine = '', ...headerLines] = rest.slice(0, headEnd).split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  const body = rest.slice(headEnd + 4);
  const length = headers['content-length'] === undefined ? null : Number(headers['content-length']);
  if (length === null ? !isComplete : Buffer.byteLength(body) < length) return null;
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

/**
 * A JSON POST whose headers reach the server but whose body waits for `finish()`: a slow upload,
 * held in flight as long as the test wants. It asks `Expect: 100-continue`; Node answers
 * 100 Continue and hands the request to Fastify in the same turn of its event loop, so once the
 * promise resolves the server has run its onRequest hooks on it, and load shedding has counted it
 * (or refused it). Every wait fails after `timeoutMs`, so a request the server never answers fails
 * the test instead of hanging it.
 */
export function holdRequest(baseUrl: string, path: string, body: unknown, timeoutMs = 10_000): Promise<HeldRequest> {
  const { hostname, port } = new URL(baseUrl);
  const payload = Buffer.from(JSON.stringify(body));
  const socket = net.connect(Number(port), hostname);
  let received = '';
  let ended = false;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  socket.on('data', (chunk) => {
    received += chunk.toString('utf8');
    notify();
  });
  socket.on('close', () => {
    ended = true;
    notify();
  });
  socket.on('error', () => undefined);

  /** Resolves with `read()`'s first non-null value; fails when the socket closes first or after timeoutMs. */
  const waitFor = <T>(what: string, read: () => T | null) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const value = read();
        if (value !== null) return done(() => resolve(value));
        if (ended) done(() => reject(new Error(`connection closed while waiting for ${what}; received: ${JSON.stringify(received)}`)));
      };
      const timer = setTimeout(() => done(() => reject(new Error(`no ${what} within ${timeoutMs} ms`))), timeoutMs);
      const done = (settle: () => void) => {
        clearTimeout(timer);
        listeners.delete(check);
        settle();
      };
      listeners.add(check);
      check();
    });

  socket.write(
    [
      `POST ${path} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      'Content-Type: application/json',
      `Content-Length: ${payload.length}`,
      'Expect: 100-continue',
      'Connection: close',
      '',
      '',
    ].join('\r\n'),
  );
  return waitFor('100 Continue', () => (received.startsWith('HTTP/1.1 100') ? true : null)).then(() => ({
    finish: () => {
      socket.write(payload);
      return waitFor('answer', () => parseAnswer(received, ended)).finally(() => socket.destroy());
    },
    answerWithoutBody: () => waitFor('answer', () => parseAnswer(received, ended)).finally(() => socket.destroy()),
    abort: () => socket.destroy(),
  }));
}
