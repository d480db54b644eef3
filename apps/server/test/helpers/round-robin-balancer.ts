import http from 'node:http';
import type net from 'node:net';

export type Balancer = {
  url: string;
  /** Which backend (index in `targets`) answered each request, in the order they came. */
  servedBy: number[];
  close: () => Promise<void>;
};

/** The response header naming the backend that answered, so a test can see where its request went. */
export const SERVED_BY_HEADER = 'x-served-by';

/**
 * A load balancer as a school would put in front of several server processes, kept to what matters
 * here: requests go to the targets in turn (round robin, no stickiness), and X-Forwarded-For gets the
 * caller's address appended, as nginx's $proxy_add_x_forwarded_for does. A test pretends to be many
 * families by sending its own X-Forwarded-For; the servers trust the balancer (TRUST_PROXY=loopback).
 */
export async function startBalancer(targets: string[]): Promise<Balancer> {
  const servedBy: number[] = [];
  const agent = new http.Agent({ keepAlive: true });
  let next = 0;
  const server = http.createServer((request, response) => {
    const index = next++ % targets.length;
    servedBy.push(index);
    const target = new URL(request.url ?? '/', targets[index]);
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      target,
      { method: request.method, headers: { ...request.headers, host: target.host, 'x-forwarded-for': forwardedFor }, agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, [SERVED_BY_HEADER]: String(index) });
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  // Idle connections stay open longer than any client keeps one (Node's default of 5 s raced a loaded
  // test's next request: the client wrote on a socket the balancer was closing, ECONNRESET).
  server.keepAliveTimeout = 75_000;
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    servedBy,
    close: () =>
      new Promise<void>((resolve) => {
        // Idle keep-alive connections on both sides would otherwise hold the servers' SIGTERM back.
        for (const socket of sockets) socket.destroy();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
