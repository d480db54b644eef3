import { describe, expect, it } from 'vitest';
import { NOTIFICATION_PAGES, notificationPage } from './notification-pages';
import { NOTIFICATION_SUBJECTS, STAFF_NOTIFICATION_SUBJECTS } from './notifications';

describe('the page of a notification', () => {
  it('is known for every family subject and every staff subject, and for nothing else', () => {
    expect(Object.keys(NOTIFICATION_PAGES.family).sort()).toEqual([...NOTIFICATION_SUBJECTS].sort());
    expect(Object.keys(NOTIFICATION_PAGES.staff).sort()).toEqual([...STAFF_NOTIFICATION_SUBJECTS].sort());
    for (const subject of NOTIFICATION_SUBJECTS) expect(notificationPage({ subject, link: '3' })).toMatch(/^\/[a-z]/);
    for (const subject of STAFF_NOTIFICATION_SUBJECTS) expect(notificationPage({ subject, link: '3' })).toMatch(/^\/staff\//);
  });

  it("opens the child's page of the linked child for what is recorded on it, and the page itself without a child", () => {
    expect(notificationPage({ subject: 'concern', link: '2' })).toBe('/childinfo?children=2');
    expect(notificationPage({ subject: 'blood type', link: '' })).toBe('/childinfo');
  });

  it("opens a family area whatever the link, and a staff item's own page from its id", () => {
    expect(notificationPage({ subject: 'commendation', link: '1' })).toBe('/rewards');
    expect(notificationPage({ subject: 'termsdate', link: '' })).toBe('/termsdates');
    expect(notificationPage({ subject: 'form returned', link: '7' })).toBe('/staff/forms/7');
    expect(notificationPage({ subject: 'form returned', link: '' })).toBe('/staff/forms');
    expect(notificationPage({ subject: 'message', link: '4' })).toBe('/messages/4');
    expect(notificationPage({ subject: 'announcement', link: '7' })).toBe('/messages/announcements/7');
    expect(notificationPage({ subject: 'staff message', link: '4' })).toBe('/staff/messages/4');
  });

  it('knows no page for a subject it does not know, an inherited key included', () => {
    expect(notificationPage({ subject: 'constructor', link: '1' })).toBeNull();
    expect(notificationPage({ subject: 'toString', link: '' })).toBeNull();
  });
});
