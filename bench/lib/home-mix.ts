import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { homeworkPaths } from '@carnet/contract';
import { createTokenService } from '../../apps/server/src/lib/tokens';
import type { Db } from '../../apps/server/src/db/connect';
import { cpuMsOf } from './process-stats';

/** A parent of the large school with a token of their own, and the child their home page opens. */
export type BenchParent = { userId: number; childId: number; headers: Record<string, string> };

/** What a parent's home page reads, in the order the page asks; the "Due tomorrow" block reads every child's homework (decision 111). */
export const HOME_MIX: Array<(p: BenchParent) => string> = [
  () => '/api/me',
  () => '/api/notification',
  (p) => `/api/child/${p.childId}`,
  () => '/api/documents',
  () => '/api/food/0',
  () => homeworkPaths.dueNext,
];

/** Every parent's account with the first of their children by id, in account order. */
export const parentsWithEldestChild = (db: Db) =>
  db
    .selectFrom('users')
    .innerJoin('children', 'children.family_id', 'users.family_id')
    .select(['users.id', (eb) => eb.fn.min('children.id').as('child_id')])
    .where('users.roles', 'like', '%ROLE_PARENT%')
    .groupBy('users.id')
    .orderBy('users.id');

/**
 * Parents spread over the school's accounts, each with a token signed with the server's secret (a
 * login is argon2's work, measured elsewhere) and the signed XSRF cookie any answer hands out.
 */
export async function benchParents(db: Db, count: number, jwtSecret: string, xsrf: string): Promise<BenchParent[]> {
  const rows = await parentsWithEldestChild(db).execute();
  const step = Math.max(1, Math.floor(rows.length / count));
  const chosen = rows.filter((_, i) => i % step === 0).slice(0, count);
  const tokens = createTokenService(jwtSecret, 8 * 3600);
  return Promise.all(
    chosen.map(async (row) => {
      const token = await tokens.sign(row.id, ['ROLE_PARENT', 'ROLE_USER']);
      const jti = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { jti: string }).jti;
      return {
        userId: row.id,
        childId: Number(row.child_id),
        headers: {
          authorization: `Bearer ${token}`,
          cookie: `XSRF-TOKEN=${xsrf}`,
          'x-xsrf-token': xsrf,
          'x-bench-user': String(row.id),
          'x-bench-jti': jti,
        },
      };
    }),
  );
}

export type LoadFigures = {
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx answers, timeouts (10 s) and connection errors, together and apart. */
  errors: number;
  non2xx: number;
  timeouts: number;
  requests: number;
  cpuUsPerRequest: number;
};

/**
 * `connections` connections at once for `seconds`, each going through `paths` in turn as one parent
 * (the next parent of the list at each round), while the server process's CPU time is read from /proc.
 */
export async function loadMix(
  baseUrl: string,
  serverPid: number,
  parents: BenchParent[],
  paths: Array<(p: BenchParent) => string>,
  options: { connections: number; seconds: number },
): Promise<LoadFigures> {
  let next = 0;
  type Context = { parent?: BenchParent };
  const requests = paths.map((pathOf, index) => ({
    method: 'GET' as const,
    setupRequest: (request: { path: string; headers: Record<string, string> }, context: Context) => {
      if (index === 0 || !context.parent) context.parent = parents[next++ % parents.length]!;
      return { ...request, path: pathOf(context.parent), headers: { ...request.headers, ...context.parent.headers } };
    },
  }));
  const cpuBefore = cpuMsOf(serverPid);
  const result: Result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    requests,
  });
  const cpuMs = cpuMsOf(serverPid) - cpuBefore;
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
    requests: result.requests.total,
    cpuUsPerRequest: (cpuMs * 1000) / Math.max(1, result.requests.total),
  };
}

/** The floor server (./floor-server.ts) in its own process, on the same database as Carnet. */
export async function startFloorServer(env: Record<string, string>): Promise<{ url: string; process: ChildProcess; close: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'floor-server.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`floor server exited (${code})`)));
    child.stdout?.once('data', (data: Buffer) => resolve(data.toString().trim()));
  });
  return { url: `http://127.0.0.1:${port}`, process: child, close: () => child.kill() };
}
