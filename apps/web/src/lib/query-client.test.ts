import { describe, expect, it } from 'vitest';
import { ApiError, SessionEndedError } from './api-error';
import { retryDelay, retryUpTo } from './query-client';

describe('query retries', () => {
  const retry = retryUpTo(3);

  it('retries server and network failures three times', () => {
    const serverError = new ApiError(503, 'OVERLOADED', 'busy');
    expect([0, 1, 2, 3].map((count) => retry(count, serverError))).toEqual([true, true, true, false]);
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it('never retries a 4xx or a lost session', () => {
    expect(retry(0, new ApiError(404, 'NOT_FOUND', 'gone'))).toBe(false);
    expect(retry(0, new ApiError(401, 'UNAUTHENTICATED', 'no'))).toBe(false);
    expect(retry(0, new SessionEndedError('Token expired'))).toBe(false);
  });

  it('waits exponentially, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('lets notifications be retried five times', () => {
    expect(retryUpTo(5)(4, new Error('down'))).toBe(true);
    expect(retryUpTo(5)(5, new Error('down'))).toBe(false);
  });
});
