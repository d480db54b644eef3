import { type ChildProcess, spawn } from 'node:child_process';

/** The small body the yardstick answered until 2026-11-23, kept as a second reference. */
export const SMALL_BODY = JSON.stringify({ id: 1, email: 'parent@example.com', roles: ['ROLE_PARENT', 'ROLE_USER'] });

/**
 * The yardstick: a bare node:http server answering a fixed JSON body (given through BARE_BODY), in its
 * own process like Carnet's server, so that neither shares a thread with the load generator.
 */
const SCRIPT = `
const http = require('node:http');
const body = Buffer.from(process.env.BARE_BODY);
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
`;

export async function startBareServer(body: string): Promise<{ url: string; process: ChildProcess; close: () => void }> {
  const child = spawn(process.execPath, ['-e', SCRIPT], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, BARE_BODY: body } });
  const port = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
    child.stdout?.once('data', (data: Buffer) => resolve(data.toString().trim()));
  });
  return { url: `http://127.0.0.1:${port}/`, process: child, close: () => child.kill() };
}
