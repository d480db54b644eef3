import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ env: { WRITE_MAX_PER_USER: '3' } });
});
afterAll(async () => t.close());

const observationOf = async (familyName: string) =>
  (await t.db.selectFrom('families').select('financial_observation').where('name', '=', familyName).executeTakeFirstOrThrow())
    .financial_observation;

describe('writes per user', () => {
  it('refuses an account past its writes a minute, changes nothing, and leaves reads and other accounts alone', async () => {
    const parent = await t.as('parent');
    for (const note of ['first', 'second', 'third']) {
      expect((await parent.post('/api/family/update-financial', { source: 'Enterprise', observation: note })).statusCode).toBe(200);
    }
    const refused = await parent.post('/api/family/update-financial', { source: 'Enterprise', observation: 'fourth' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await observationOf('Martin')).toBe('third');

    expect((await parent.get('/api/me')).statusCode).toBe(200);
    const other = await t.as('parent2');
    expect((await other.post('/api/family/update-financial', { source: 'Enterprise', observation: 'Dubois note' })).statusCode).toBe(200);
    expect(await observationOf('Dubois')).toBe('Dubois note');
  });
});
