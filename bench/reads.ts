/**
 * npm run bench:reads: the read path as a signed-in parent, beside a bare node:http server answering a
 * fixed JSON body on the same machine in the same run; then cold start, memory and logins per second.
 * Prints figures and ratios; it asserts nothing (timings on a shared 2-core machine are noisy).
 *
 * The bare server is measured again right before each endpoint, answering that endpoint's own bytes,
 * and each ratio uses that adjacent figure, so a change in the machine's load during the run does not
 * skew one ratio against another. Every read runs the whole request path (Fastify's hooks, the guard,
 * its queries): nothing is cached in front of it. Server CPU per request (user + system time of the server process divided by the answers) is
 * printed too: it depends far less on what else runs on the machine than requests per second.
 */
import { signIn } from './lib/api';
import { SMALL_BODY, startBareServer } from './lib/bare-server';
import { type Figures, fmt, load } from './lib/measure';
import { cpuMsOf, rssMbOf } from './lib/process-stats';
import { startServer } from '../apps/server/test/helpers/start-server';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** Loads a URL while watching one process: its CPU per answer and its peak resident memory. */
async function loadWatching(
  url: string,
  pid: number,
  headers?: Record<string, string>,
): Promise<Figures & { cpuUsPerRequest: number; peakRssMb: number }> {
  let peakRssMb = rssMbOf(pid);
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, rssMbOf(pid))), 250);
  const cpuBefore = cpuMsOf(pid);
  const figures = await load(url, { connections: CONNECTIONS, seconds: SECONDS, headers });
  const cpuMs = cpuMsOf(pid) - cpuBefore;
  clearInterval(sampler);
  return { ...figures, cpuUsPerRequest: (cpuMs * 1000) / Math.max(1, figures.requests), peakRssMb };
}

async function main() {
  const coldStartBegin = performance.now();
  const benchEnv = {
    LOGIN_MAX_PER_IP: '1000000',
    LOGIN_MAX_FAILURES_PER_USER: '1000000',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  };
  const carnet = await startServer(benchEnv);
  const coldStartMs = performance.now() - coldStartBegin;
  const carnetPid = carnet.process.pid ?? 0;
  const parent = await signIn(carnet.url, 'parent@example.com', 'Parent123!');
  const me = (await (await fetch(`${carnet.url}/api/me`, { headers: parent.headers })).json()) as {
    familyInfo: { children: Array<{ id: number }> };
  };
  const childId = me.familyInfo.children[0]?.id ?? 1;

  const small = await startBareServer(SMALL_BODY);
  const smallRun = await loadWatching(small.url, small.process.pid ?? 0);
  small.close();

  const endpoints = ['/api/me', `/api/child/${childId}`, '/api/notification', '/api/documents'];
  const rows: string[] = [];
  let peakRssMb = 0;
  for (const path of endpoints) {
    // The yardstick answers the very bytes Carnet answers, so the ratio is what Carnet adds (routing,
    // guard, database, JSON, headers), not the cost of moving a bigger body through the kernel.
    const body = await (await fetch(`${carnet.url}${path}`, { headers: parent.headers })).text();
    const bare = await startBareServer(body);
    const baseline = await loadWatching(bare.url, bare.process.pid ?? 0);
    bare.close();
    const figures = await loadWatching(`${carnet.url}${path}`, carnetPid, parent.headers);
    peakRssMb = Math.max(peakRssMb, figures.peakRssMb);
    rows.push(
      `| GET ${path} | ${Buffer.byteLength(body)} | ${baseline.rps} | ${fmt(baseline.cpuUsPerRequest, 0)} | ${figures.rps} | ${figures.p50} | ${figures.p99} | ${fmt(figures.rps / baseline.rps, 2)} | ${fmt(figures.rps / smallRun.rps, 2)} | ${fmt(figures.cpuUsPerRequest, 0)} | ${figures.non2xx + figures.errors} |`,
    );
  }

  console.log(`engine: ${process.env.DATABASE_URL ? 'postgresql' : 'sqlite'}; ${CONNECTIONS} connections, ${SECONDS} s per run`);
  console.log(
    `bare node:http answering a ${Buffer.byteLength(SMALL_BODY)}-byte JSON body: ${smallRun.rps} req/s, p50 ${smallRun.p50} ms, p99 ${smallRun.p99} ms, ${fmt(smallRun.cpuUsPerRequest, 0)} µs CPU/request`,
  );
  console.log(
    '| endpoint | body bytes | bare, same body req/s | bare CPU µs/request | Carnet req/s | p50 ms | p99 ms | ratio to bare, same body | ratio to bare, small body | CPU µs/request | non-2xx |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);

  const loginCount = 40;
  const loginsBegin = performance.now();
  await Promise.all(Array.from({ length: loginCount }, () => signIn(carnet.url, 'parent@example.com', 'Parent123!')));
  const loginsPerSecond = loginCount / ((performance.now() - loginsBegin) / 1000);

  console.log(`cold start to first answer: ${fmt(coldStartMs, 0)} ms (process spawn, migrate, seed an empty database, listen)`);
  console.log(`server memory (peak RSS under load): ${fmt(peakRssMb, 0)} MB`);
  console.log(`logins per second (argon2id, ${loginCount} concurrent): ${fmt(loginsPerSecond)}`);
  await carnet.stop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
