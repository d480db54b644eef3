import net from 'node:net';

export type RawResponse = { status: number; headers: Record<string, string>; body: string };

/**
 * Sends one request exactly as written (request line and all) over a plain socket and reads the
 * answer until the server closes. Fetch and Fastify's inject normalise the target (`/%61pi/...`,
 * `http://host/api/...`); a client on the internet does not have to.
 */
export function rawRequest(
  baseUrl: string,
  request: { method: string; target: string; headers?: Record<string, string>; body?: string },
  timeoutMs = 10_000,
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const body = request.body === undefined ? null : Buffer.from(request.body);
  const headerLines = Object.entries({
    Host: `${hostname}:${port}`,
    Connection: 'close',
    ...(body && { 'Content-Length': String(body.length) }),
    ...request.headers,
  }).map(([name, value]) => `${name}: ${value}`);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer to ${request.method} ${request.target} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const headEnd = text.indexOf('\r\n\r\n');
      if (headEnd < 0) return reject(new Error(`incomplete answer: ${JSON.stringify(text)}`));
      const [statusLine = '', ...lines] = text.slice(0, headEnd).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(headEnd + 4) });
    });
    socket.write([`${request.method} ${request.target} HTTP/1.1`, ...headerLines, '', ''].join('\r\n'));
    if (body) socket.write(body);
  });
}
