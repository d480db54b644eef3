import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serverCommand } from './server-command';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type RunningServer = {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/**
 * Starts the real server (`main.ts`) as a separate process and waits until it answers, for 30 s or
 * `readyWithinMs` (a test starting several at once on a busy machine waits longer). It runs the run's
 * bundle of the server, or its TypeScript sources through tsx as `npm start` does with `sources`.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { readyWithinMs?: number; sources?: boolean } = {},
): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'carnet-server-'));
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, serverCommand('main', { sources: options.sources }), {
    cwd: repoRoot,
    // Tests write far faster than a person: the per-user write limit has its own test (write-limits.test.ts).
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      WRITE_MAX_PER_USER: '1000000',
      // A loaded test machine stalls the event loop now and then: only the tests of load shedding turn this on.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const readyWithinMs = options.readyWithinMs ?? 30_000;
  const deadline = Date.now() + readyWithinMs;
  for (let isUp = false; !isUp;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer within ${readyWithinMs / 1000} s:\n${output}`);
    }
    // The body is read to the end: a large answer left unread holds the connection busy, and a
    // later SIGTERM then waits for the keep-alive timeout (72 s) before the process exits.
    // A body that is not read within the timeout rejects too: it counts as not up yet, like a refused connection.
    isUp = await fetch(`${url}/api/openapi.json`, { signal: AbortSignal.timeout(2000) })
      .then(async (r) => (await r.arrayBuffer(), r.ok))
      .catch(() => false);
    if (!isUp) await new Promise((r) => setTimeout(r, 100));
  }
  const stop = (signal: NodeJS.Signals = 'SIGTERM') =>
    new Promise<number | null>((resolve) => {
      // A process ended by a signal has a signalCode and no exitCode.
      if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
      child.once('exit', (code) => resolve(code));
      child.kill(signal);
    });
  return { url, dataDir, process: child, output: () => output, stop };
}
