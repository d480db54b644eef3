import { describe, expect, it } from 'vitest';
import { listParams, withQuery } from './people-keys';

describe('list parameters', () => {
  it('keeps only what is set, so the default list has one cache key and a clean address', () => {
    expect(listParams({ q: '', classId: undefined, includeInactive: '', page: 1 })).toEqual({});
    expect(listParams({ q: 'léa', classId: '3', includeInactive: 'true', page: 2 })).toEqual({
      q: 'léa',
      classId: '3',
      includeInactive: 'true',
      page: '2',
    });
  });

  it('writes the query string, encoded', () => {
    expect(withQuery('/api/staff/pupils', {})).toBe('/api/staff/pupils');
    expect(withQuery('/api/staff/pupils', { q: 'léa martin' })).toBe('/api/staff/pupils?q=l%C3%A9a+martin');
  });
});
