import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const STARTUP_TIMEOUT_MS = 90_000;

/** databaseFile: the server's SQLite file, for the rare journey that needs a family the demo school lacks. */
export type TestServer = { baseUrl: string; databaseFile: string; stop: () => Promise<void> };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    const response = await fetch(url).catch(() => null);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer ${url} within ${STARTUP_TIMEOUT_MS / 1000} s:\n${output()}`);
}

type StartOptions = {
  /** A server bundled by ./server-build: it starts in under a second where tsx first compiles the TypeScript. */
  bundle?: string;
  /** A SQLite file already migrated and seeded (./seeded-database): copied, so the server neither migrates nor seeds. */
  seededDatabase?: string;
  /** Leave the data folder in place when the server stops (to keep its database as a template). */
  keepData?: boolean;
  /**
   * Another checkout to run instead of this one: its own server code and its own built web app (the
   * LCP bench's `--vs`, which measures an older build beside this one). Sources only, through tsx.
   */
  root?: string;
};

/**
 * The real server (API and built web app) on a free port and a fresh SQLite file with the demo school:
 * a copy of `seededDatabase` when given, else migrated and seeded by the server at its start. Without
 * `bundle` the sources run through tsx (about 8 s of compiling on a busy machine).
 */
export async function startServer(extraEnv: Record<string, string> = {}, options: StartOptions = {}): Promise<TestServer> {
  const root = options.root ?? repoRoot;
  const indexHtml = path.join(root, 'apps/web/dist/index.html');
  if (!fs.existsSync(indexHtml)) throw new Error(`${indexHtml} is missing: run \`npm run build\` before the browser journeys`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'carnet-e2e-'));
  if (options.seededDatabase) await copyFile(options.seededDatabase, path.join(dataDir, 'carnet.sqlite'));
  const port = await freePort();
  let log = '';
  const entry = options.bundle && !options.root ? ['--enable-source-maps', options.bundle] : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Journeys sign in many times from one address; the limits have their own API tests.
      LOGIN_MAX_PER_IP: '1000',
      LOGIN_MAX_FAILURES_PER_USER: '1000',
      WRITE_MAX_PER_USER: '100000',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (!options.keepData) await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilUp(`${baseUrl}/login`, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, databaseFile: path.join(dataDir, 'carnet.sqlite'), stop };
}
