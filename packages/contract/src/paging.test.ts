import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, nextPageLink, nextPagePath, previousSchoolYearStart, schoolYearLabelFrom } from './paging';

describe('keyset cursors', () => {
  it('round-trips an instant or a date with its id', () => {
    for (const cursor of [
      { key: '2026-11-20T08:15:00.000Z', id: 42 },
      { key: '2026-11-20', id: 1 },
    ]) {
      expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    }
  });

  it('refuses anything that is not a position', () => {
    for (const text of [
      '',
      '42',
      'abc_1',
      '2026-11-20_0',
      '2026-11-20_-1',
      '2026-11-20_99999999999',
      "2026-11-20' or 1=1_1",
      '2026-11-20T08:00Z_1_2',
    ]) {
      expect(decodeCursor(text), text).toBeNull();
    }
  });

  it('writes and reads the next page in a Link header', () => {
    const link = nextPageLink('/api/notification', { key: '2026-11-20T08:15:00.000Z', id: 42 }, 20);
    expect(nextPagePath(link)).toBe('/api/notification?before=2026-11-20T08%3A15%3A00.000Z_42&limit=20');
    expect(nextPagePath(null)).toBeNull();
    expect(nextPagePath('<https://x/a>; rel="prev"')).toBeNull();
  });
});

describe('the window of history lists', () => {
  it('starts on 1 August of the previous school year', () => {
    expect(previousSchoolYearStart('2026-11-25')).toBe('2025-08-01');
    expect(previousSchoolYearStart('2026-08-01')).toBe('2025-08-01');
    expect(previousSchoolYearStart('2026-07-31')).toBe('2024-08-01');
    expect(schoolYearLabelFrom('2025-08-01')).toBe('2025-2026');
  });
});
