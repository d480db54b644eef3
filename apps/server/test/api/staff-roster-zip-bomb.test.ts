import { setTimeout as sleep } from 'node:timers/promises';
import { rosterPaths } from '@carnet/contract';
import type { Response } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { snapshotTables } from '../helpers/table-snapshot';
import { MB, craftZip, deflatedZeros } from '../helpers/zip-bomb';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/**
 * Unzipping on the request loop stopped every other request for as long as it inflated: 190 MB of
 * zeros cost the loop 2 s of CPU (5.6 s by the clock on a loaded machine). Counted and inflated in
 * zlib's thread pool, the longest stall is tens of milliseconds on a quiet machine; with the 2 cores
 * running 20 processes, this test's own neighbours included, it reached 0.8 s. 1 s lies between.
 */
const PROMPT_MS = 1000;

/**
 * Posts the zip as the office and, until it is answered, asks GET /api/me as a parent again and again
 * while a timer notes the longest the loop went without running it: a request that arrives during a
 * stall waits that long, whether or not one happened to be in flight.
 */
async function postWhileAsking(zip: Buffer) {
  const office = await t.as('office');
  const parent = await t.as('parent');
  let isDone = false;
  let longestStallMs = 0;
  let lastTick = performance.now();
  const ticker = setInterval(() => {
    longestStallMs = Math.max(longestStallMs, performance.now() - lastTick);
    lastTick = performance.now();
  }, 5);
  const posted = office
    .post(rosterPaths.import, { name: 'bomb.zip', data: zip.toString('base64'), dryRun: false })
    .finally(() => (isDone = true));
  const latencies: number[] = [];
  while (!isDone) {
    const started = performance.now();
    expect((await parent.get('/api/me')).statusCode).toBe(200);
    latencies.push(performance.now() - started);
    await sleep(5);
  }
  clearInterval(ticker);
  return { response: (await posted) as Response, slowestMs: Math.max(longestStallMs, ...latencies) };
}

describe('a zip bomb sent as the OneRoster export', () => {
  it.each([
    {
      bomb: 'small upload, huge inflation: 190 MB twice, said so',
      entries: () => ['users.csv', 'enrollments.csv'].map((name) => ({ name, deflated: deflatedZeros(190), declaredSize: 190 * MB })),
      message: 'The archive holds more than 200 MB once unzipped',
    },
    {
      bomb: 'sizes that lie: 1 GB said to be 150 MB',
      entries: () => [{ name: 'users.csv', deflated: deflatedZeros(1024), declaredSize: 150 * MB }],
      message: 'A file of the archive unzips to more than the archive declares',
    },
    {
      bomb: 'sizes that lie: 1 GB said to be 1 KB',
      entries: () => [{ name: 'users.csv', deflated: deflatedZeros(1024), declaredSize: 1024 }],
      message: 'A file of the archive unzips to more than the archive declares',
    },
  ])('$bomb: 413, nothing written, and the other requests answered promptly', async ({ entries, message }) => {
    const zip = craftZip(entries());
    expect(zip.length).toBeLessThan(1.1 * MB);
    const before = await snapshotTables(t.db);
    const { response, slowestMs } = await postWhileAsking(zip);
    expect(slowestMs).toBeLessThan(PROMPT_MS);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message });
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});
