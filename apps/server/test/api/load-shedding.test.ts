import { apiPaths } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app';
import { type HeldRequest, holdRequest } from '../helpers/held-request';
import { type RunningServer, startServer } from '../helpers/start-server';
import { testEngine } from '../helpers/test-database';

const MAX = 4;
const CREDENTIALS = { username: 'parent@example.com', password: 'Parent123!' };
/** A client that waits longer than this for an answer fails the test: no request may hang. */
const CLIENT_TIMEOUT_MS = 10_000;

let server: RunningServer;

/** A cheap public read; it counts against the bound like any /api request. */
async function probe(
  headers: Record<string, string> = {},
): Promise<{ status: number; retryAfter: string | null; body: { code?: string; message?: string } }> {
  const response = await fetch(`${server.url}/api/openapi.json`, { headers, signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as { code?: string } };
}

function login() {
  return fetch(`${server.url}${apiPaths.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CREDENTIALS),
    signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
  });
}

/** `count` logins in flight, each counted by the server before this resolves (see holdRequest). */
async function holdLogins(count: number): Promise<HeldRequest[]> {
  const held: HeldRequest[] = [];
  for (let i = 0; i < count; i += 1) held.push(await holdRequest(server.url, apiPaths.login, CREDENTIALS, CLIENT_TIMEOUT_MS));
  return held;
}

/**
 * After aborts the server learns of the closed sockets a moment later: probe until one is served.
 * A count that leaked keeps the bound reached, every probe is refused and the test fails.
 */
async function expectRecovered() {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { status } = await probe();
    statuses.push(status);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(statuses, 'the server never served a request again after the load went away').toContain(200);
}

/**
 * The bound is exact: with MAX - 1 requests held a request is served, with MAX held it is refused.
 * The first check is retried while closes of earlier requests may still be on their way.
 */
async function expectBoundExact() {
  let servedBelowBound = false;
  for (let attempt = 0; attempt < 20 && !servedBelowBound; attempt += 1) {
    const held = await holdLogins(MAX - 1);
    servedBelowBound = (await probe()).status === 200;
    held.forEach((h) => h.abort());
    if (!servedBelowBound) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(servedBelowBound, `a request was refused with only ${MAX - 1} others in flight: the count leaked`).toBe(true);
  await expectRecovered();
  const full = await holdLogins(MAX);
  expect((await probe()).status, `a request was served with ${MAX} others in flight: a request was uncounted twice`).toBe(503);
  full.forEach((h) => h.abort());
  await expectRecovered();
}

// A process-level test (a real server, real sockets): once, in the SQLite pass of the suite.
describe.skipIf(testEngine === 'postgres')(`load shedding (MAX_CONCURRENT_REQUESTS=${MAX})`, () => {
  // Inside the skipped block, so the PostgreSQL pass starts no server it would not use.
  beforeAll(async () => {
    // The login limit is raised so that only load shedding refuses the bursts of logins below.
    server = await startServer({ MAX_CONCURRENT_REQUESTS: String(MAX), LOGIN_MAX_PER_IP: '100000' });
  });
  afterAll(async () => server?.stop());

  it('serves requests within the bound, answers 503 OVERLOADED with Retry-After past it, and recovers', async () => {
    const held = await holdLogins(MAX - 1);
    expect((await probe()).status).toBe(200);

    held.push(...(await holdLogins(1)));
    const refused = await Promise.all(Array.from({ length: 10 }, () => probe()));
    for (const answer of refused) {
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toBe('1');
      expect(answer.body).toEqual({ code: 'OVERLOADED', message: 'The server is busy, please try again' });
    }
    // In the caller's language, told by the browser: no account is looked up while the server is full.
    expect((await probe({ 'accept-language': 'fr-FR,fr;q=0.9' })).body).toEqual({
      code: 'OVERLOADED',
      message: 'Le serveur est très sollicité, veuillez réessayer',
    });
    // Refused before its body is read: the server need not wait for a slow upload to say no.
    const extra = await holdRequest(server.url, apiPaths.login, CREDENTIALS, CLIENT_TIMEOUT_MS);
    const early = await extra.answerWithoutBody();
    expect(early.status).toBe(503);
    expect(JSON.parse(early.body)).toMatchObject({ code: 'OVERLOADED' });

    // The requests admitted within the bound were not dropped: they finish and sign in.
    const answers = await Promise.all(held.map((h) => h.finish()));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: MAX }, () => 200));
    expect(JSON.parse(answers[0]!.body)).toHaveProperty('token');

    await expectRecovered();
    expect((await login()).status).toBe(200);
  });

  it('counts every request exactly once, also when the client aborts during the upload or before the answer', async () => {
    for (let cycle = 0; cycle < 3; cycle += 1) {
      const held = await holdLogins(MAX);
      expect((await probe()).status).toBe(503);
      held.forEach((h) => h.abort());
      await expectRecovered();
    }
    // Aborted after the whole body was sent, while the server checks the password.
    for (let cycle = 0; cycle < 3; cycle += 1) {
      const held = await holdLogins(MAX);
      await Promise.all(
        held.map(async (h) => {
          const answer = h.finish();
          h.abort();
          await answer.catch(() => undefined);
        }),
      );
      await expectRecovered();
    }
    await expectBoundExact();
  });

  it('counts a request until it is answered, so a burst of costly logins is shed instead of queued', async () => {
    // Each login costs an argon2 verification; the bodies are small and read at once, so only a
    // count that lasts until the answer keeps more than MAX of them from being worked on together.
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, () =>
        login().then(
          (response) => response.status,
          (error: unknown) => `no answer: ${String(error)}`,
        ),
      ),
    );
    expect(
      outcomes.filter((o) => o !== 200 && o !== 503),
      'every request got 200 or 503',
    ).toEqual([]);
    expect(outcomes.filter((o) => o === 200).length).toBeGreaterThanOrEqual(1);
    expect(outcomes.filter((o) => o === 503).length).toBeGreaterThanOrEqual(1);
    await expectRecovered();
    expect((await login()).status).toBe(200);
    await expectBoundExact();
  });
});

describe('load shedding when the event loop lags (MAX_EVENT_LOOP_DELAY_MS)', () => {
  it('answers 503 OVERLOADED with Retry-After while the loop lags, and serves again once it keeps up', async () => {
    const t = await buildTestApp({ env: { MAX_EVENT_LOOP_DELAY_MS: '100' } });
    try {
      const openApi = () => t.app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect((await openApi()).statusCode).toBe(200);
      // Stall the loop as a long synchronous task would; the lag is sampled once a second.
      for (let attempt = 0; attempt < 5 && !t.app.isUnderPressure(); attempt += 1) {
        const until = Date.now() + 1200;
        while (Date.now() < until);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(t.app.isUnderPressure(), 'the stalls were measured').toBe(true);
      const refused = await openApi();
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.json()).toEqual({ code: 'OVERLOADED', message: expect.any(String) });

      const statuses: number[] = [];
      for (let attempt = 0; attempt < 40 && statuses.at(-1) !== 200; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        statuses.push((await openApi()).statusCode);
      }
      expect(statuses.at(-1), 'served again once the loop keeps up').toBe(200);
    } finally {
      await t.close();
    }
  });
});
