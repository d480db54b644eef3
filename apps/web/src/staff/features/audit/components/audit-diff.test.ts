import { describe, expect, it } from 'vitest';
import { auditDiff } from './audit-diff';

describe('auditDiff', () => {
  it('keeps only the fields that changed, with absent values as null', () => {
    expect(auditDiff({ phone: '1', city: 'Lyon', tags: ['a'] }, { phone: '2', city: 'Lyon', email: 'x@y.z', tags: ['a'] })).toEqual([
      { field: 'phone', before: '1', after: '2' },
      { field: 'email', before: null, after: 'x@y.z' },
    ]);
  });

  it('shows a created or withdrawn record field by field, and a list as a whole', () => {
    expect(auditDiff(null, { title: 'Open day', date: '2030-10-14' })).toEqual([
      { field: 'title', before: null, after: 'Open day' },
      { field: 'date', before: null, after: '2030-10-14' },
    ]);
    expect(auditDiff([{ date: '2030-03-04' }], [])).toEqual([{ field: '', before: '[{"date":"2030-03-04"}]', after: '[]' }]);
    expect(auditDiff(null, null)).toEqual([]);
  });
});
