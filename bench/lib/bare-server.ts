import { type ChildProcess, spawn } from 'node:child_process';

/**
 * The yardstick: a bare node:http server answering a fixed JSON body, in its own process like
 * Carnet's server, so that neither shares a thread with the load generator.
 */
const SCRIPT = `
const http = require('node:http');
const body = JSON.stringify({ id: 1, email: 'parent@example.com', roles: ['ROLE_PARENT', 'ROLE_USER'] });
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
`;

export async function startBareServer(): Promise<{ url: string; process: ChildProcess; close: () => void }> {
  const child = spawn(process.execPath, ['-e', SCRIPT], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
    child.stdout?.once('data', (data: Buffer) => resolve(data.toString().trim()));
  });
  return { url: `http://127.0.0.1:${port}/`, process: child, close: () => child.kill() };
}
