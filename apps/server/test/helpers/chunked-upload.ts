import net from 'node:net';

export type ChunkedAnswer = {
  status: number;
  body: string;
  /** Body bytes the client had written when the answer came (or when it stopped waiting). */
  bytesSent: number;
};

/** The status and body of the first complete HTTP/1.1 answer in `text`, or null while it is incomplete. */
function parseAnswer(text: string): { status: number; body: string } | null {
  const headEnd = text.indexOf('\r\n\r\n');
  if (headEnd < 0) return null;
  const [statusLine = '', ...headerLines] = text.slice(0, headEnd).split('\r\n');
  const lengthLine = headerLines.find((line) => line.toLowerCase().startsWith('content-length:'));
  const body = text.slice(headEnd + 4);
  if (lengthLine === undefined || Buffer.byteLength(body) < Number(lengthLine.slice(lengthLine.indexOf(':') + 1))) return null;
  return { status: Number(statusLine.split(' ')[1]), body };
}

/**
 * A POST with `Transfer-Encoding: chunked` (so no Content-Length) over a real socket, as a browser
 * streaming a large FormData may send it. The body's pieces are written one by one, waiting for
 * the socket to drain, and writing stops as soon as an answer arrives: so `bytesSent` tells how much
 * the server had taken before it answered. The terminating chunk is never sent: a server that
 * waits for the end of the body never answers, and the call fails after `timeoutMs`.
 */
export function sendChunked(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
  pieces: Iterable<Buffer>,
  timeoutMs = 10_000,
): Promise<ChunkedAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const socket = net.connect(Number(port), hostname);
  let received = '';
  let bytesSent = 0;
  let answer: { status: number; body: string } | null = null;
  let wake: () => void = () => undefined;
  socket.on('data', (chunk) => {
    received += chunk.toString('utf8');
    answer ??= parseAnswer(received);
    wake();
  });
  socket.on('close', () => wake());
  // The server may close while the client still writes (it refused the rest): that is expected.
  socket.on('error', () => wake());

  const head = [`POST ${path} HTTP/1.1`, `Host: ${hostname}:${port}`, 'Transfer-Encoding: chunked'];
  for (const [name, value] of Object.entries(headers)) head.push(`${name}: ${value}`);
  const nextEvent = () => new Promise<void>((resolve) => (wake = resolve));

  const run = async (): Promise<ChunkedAnswer> => {
    socket.write(`${head.join('\r\n')}\r\n\r\n`);
    for (const piece of pieces) {
      if (answer || socket.destroyed) break;
      const isFlushed = socket.write(Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]));
      bytesSent += piece.length;
      if (!isFlushed) {
        const drained = new Promise<void>((resolve) => socket.once('drain', resolve));
        await Promise.race([drained, nextEvent()]);
      }
    }
    const deadline = Date.now() + timeoutMs;
    while (!answer && !socket.destroyed && Date.now() < deadline) {
      await Promise.race([nextEvent(), new Promise((resolve) => setTimeout(resolve, deadline - Date.now()))]);
    }
    socket.destroy();
    if (!answer) throw new Error(`no answer after ${bytesSent} body bytes (${timeoutMs} ms); received: ${JSON.stringify(received)}`);
    return { ...answer, bytesSent };
  };
  return run();
}

/** `total` bytes of `fill` in pieces of `size`, made lazily so a large body never sits in memory. */
export function* filler(total: number, fill = 'A', size = 64 * 1024): Generator<Buffer> {
  const piece = Buffer.alloc(size, fill);
  for (let sent = 0; sent < total; sent += size) yield total - sent >= size ? piece : piece.subarray(0, total - sent);
}
