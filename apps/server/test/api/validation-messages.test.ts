import { apiPaths } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';

/**
 * The contract's schemas are zod/mini, which has no messages of its own: the server gives zod's
 * English ones (apps/server/src/app.ts), and a rule's own message wins over them.
 */
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('validation messages', () => {
  it("answers zod's English message for a rule the contract states without one", async () => {
    const response = await t.anonymous.post(apiPaths.login, { username: 'x'.repeat(255), password: 'secret' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Invalid body.username: Too big: expected string to have <=254 characters',
    });
  });

  it("answers the contract's own message when the rule has one", async () => {
    const parent = await t.as('parent');
    const response = await parent.get(`/api/timetable/${t.school.children.lea}/0x1`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Invalid params.weekOffset: Expected an integer week offset',
    });
  });
});
