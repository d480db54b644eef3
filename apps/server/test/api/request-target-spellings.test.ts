import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { type HeldRequest, holdRequest } from '../helpers/held-request';
import { rawRequest } from '../helpers/raw-request';
import type { TestClient } from '../helpers/test-client';

/**
 * The router finds `/api/...` under other spellings of the same target: percent-encoded letters
 * (`/%61pi/...`) and the absolute form (`http://host/api/...`, which HTTP/1.1 servers must accept).
 * Every check that guards the API must hold for every spelling that reaches an API route, so the
 * requests here go over a real socket, exactly as written.
 */
const MAX_IN_FLIGHT = 2;
let t: TestContext;
let baseUrl: string;
let parent: TestClient;
beforeAll(async () => {
  t = await buildTestApp({ env: { MAX_CONCURRENT_REQUESTS: String(MAX_IN_FLIGHT), LOGIN_MAX_PER_IP: '100000' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  parent = await t.as('parent');
});
afterAll(async () => t.close());

const spellings = (path: string) => [`/api${path}`, `/%61pi${path}`, `/%61%70%69${path}`, `http://localhost/api${path}`];

const observationOf = async (familyName: string) =>
  (await t.db.selectFrom('families').select('financial_observation').where('name', '=', familyName).executeTakeFirstOrThrow())
    .financial_observation;

function writeFinancial(target: string, note: string, withXsrfHeader: boolean) {
  return rawRequest(baseUrl, {
    method: 'POST',
    target,
    headers: {
      authorization: `Bearer ${parent.token}`,
      cookie: `XSRF-TOKEN=${parent.xsrf}`,
      'content-type': 'application/json',
      ...(withXsrfHeader && { 'x-xsrf-token': parent.xsrf! }),
    },
    body: JSON.stringify({ source: 'Enterprise', observation: note }),
  });
}

describe('odd spellings of an API request target', () => {
  it('reach the route (the router decodes them), and a write without the XSRF header is refused under each', async () => {
    for (const [index, target] of spellings('/family/update-financial').entries()) {
      const accepted = await writeFinancial(target, `accepted ${index}`, true);
      expect(accepted.status, `${target} with the header`).toBe(200);
      expect(await observationOf('Martin')).toBe(`accepted ${index}`);

      const forged = await writeFinancial(target, `forged ${index}`, false);
      expect(forged.status, `${target} without the header`).toBe(403);
      expect(JSON.parse(forged.body)).toEqual({ code: 'XSRF_INVALID', message: expect.any(String) });
      expect(await observationOf('Martin'), `${target} without the header changed nothing`).toBe(`accepted ${index}`);
    }
  });

  it('need a token like any API request', async () => {
    for (const target of spellings('/family')) {
      const anonymous = await rawRequest(baseUrl, { method: 'GET', target });
      expect(anonymous.status, target).toBe(401);
      expect(JSON.parse(anonymous.body), target).toMatchObject({ code: 'UNAUTHENTICATED' });
      const signedIn = await rawRequest(baseUrl, { method: 'GET', target, headers: { authorization: `Bearer ${parent.token}` } });
      expect(signedIn.status, target).toBe(200);
    }
  });

  it('are shed like any API request once the bound of requests in flight is reached', async () => {
    const held: HeldRequest[] = [];
    try {
      for (let i = 0; i < MAX_IN_FLIGHT; i += 1) {
        held.push(await holdRequest(baseUrl, '/api/login', { username: 'parent@example.com', password: 'Parent123!' }));
      }
      for (const target of spellings('/openapi.json')) {
        const answer = await rawRequest(baseUrl, { method: 'GET', target });
        expect(answer.status, target).toBe(503);
        expect(answer.headers['retry-after'], target).toBe('1');
        expect(JSON.parse(answer.body), target).toEqual({ code: 'OVERLOADED', message: expect.any(String) });
      }
    } finally {
      held.forEach((h) => h.abort());
    }
  });
});
