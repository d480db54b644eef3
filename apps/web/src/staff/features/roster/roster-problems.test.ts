import { describe, expect, it } from 'vitest';
import { ApiError, parseApiError } from '../../../lib/api-error';
import { rosterProblemsOf } from './roster-problems';

describe('rosterProblemsOf', () => {
  const problems = [
    { file: 'users.csv', line: 3, column: 'email', message: 'Not an e-mail address' },
    { file: 'manifest.csv', line: null, column: null, message: 'The file is missing' },
  ];

  it('reads every problem of a refused file', () => {
    const error = parseApiError(400, { code: 'ROSTER_INVALID', message: 'Nothing was imported', problems });
    expect(rosterProblemsOf(error)).toEqual(problems);
  });

  it('is null for any other failure, or a refusal of another shape', () => {
    expect(rosterProblemsOf(parseApiError(413, { code: 'PAYLOAD_TOO_LARGE', message: 'Too large' }))).toBeNull();
    expect(rosterProblemsOf(parseApiError(400, { code: 'ROSTER_INVALID', message: 'Nothing was imported' }))).toBeNull();
    expect(rosterProblemsOf(new ApiError(400, 'ROSTER_INVALID', 'Nothing was imported'))).toBeNull();
    expect(rosterProblemsOf(new Error('offline'))).toBeNull();
  });
});
