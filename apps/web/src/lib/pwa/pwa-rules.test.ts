import { describe, expect, it } from 'vitest';
import { isOtherUsersCache, isTimetableRead, notificationPath, shownPush, timetableCacheName } from './pwa-rules';

const ORIGIN = 'https://carnet.example.edu';
const url = (path: string) => new URL(path, ORIGIN);

describe('offline caches', () => {
  it('names a cache per account', () => {
    expect(timetableCacheName('12')).toBe('carnet-timetable-user-12');
    expect(timetableCacheName('12')).not.toBe(timetableCacheName('1'));
  });

  it("clears every account's cache but the one kept, and only timetable caches", () => {
    expect(isOtherUsersCache('carnet-timetable-user-1', null)).toBe(true);
    expect(isOtherUsersCache('carnet-timetable-user-1', '12')).toBe(true);
    expect(isOtherUsersCache('carnet-timetable-user-12', '1')).toBe(true);
    expect(isOtherUsersCache('carnet-timetable-user-12', '12')).toBe(false);
    expect(isOtherUsersCache('workbox-precache-v2-https://carnet.example.edu/', null)).toBe(false);
  });

  it('keeps the timetable read only, of this origin', () => {
    expect(isTimetableRead(url('/api/timetable/1/0'), ORIGIN)).toBe(true);
    expect(isTimetableRead(url('/api/timetable/12/-3'), ORIGIN)).toBe(true);
    expect(isTimetableRead(url('/api/timetable/1/0/x'), ORIGIN)).toBe(false);
    expect(isTimetableRead(url('/api/me'), ORIGIN)).toBe(false);
    expect(isTimetableRead(url('/api/documents/1'), ORIGIN)).toBe(false);
    expect(isTimetableRead(url('/timetable'), ORIGIN)).toBe(false);
    expect(isTimetableRead(new URL('https://elsewhere.example/api/timetable/1/0'), ORIGIN)).toBe(false);
  });
});

describe('notification clicks', () => {
  it('opens a path of the portal, with its query', () => {
    expect(notificationPath('/childinfo?children=2', ORIGIN)).toBe('/childinfo?children=2');
    expect(notificationPath('/documents', ORIGIN)).toBe('/documents');
  });

  it('never another site', () => {
    for (const hostile of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '', 42, null]) {
      expect(notificationPath(hostile, ORIGIN)).toBe('/');
    }
  });
});

describe('push messages', () => {
  it('shows the title, body and tag of the message, and its path', () => {
    expect(shownPush({ title: 'New document', body: 'Report of Léa', tag: 'document-4', url: '/documents' }, ORIGIN)).toEqual({
      title: 'New document',
      body: 'Report of Léa',
      tag: 'document-4',
      url: '/documents',
    });
  });

  it('still shows something for a payload it cannot read', () => {
    expect(shownPush(null, ORIGIN)).toEqual({ title: 'Carnet', body: '', tag: 'carnet', url: '/' });
    expect(shownPush({ title: 3, url: 'https://evil.example' }, ORIGIN).url).toBe('/');
  });
});
