import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target';

describe('notificationTarget', () => {
  it('sends child records to the child page of the linked child', () => {
    expect(notificationTarget({ subject: 'concern', link: '2' }, true)).toBe('/childinfo?children=2');
    expect(notificationTarget({ subject: 'registry', link: '' }, false)).toBe('/childinfo');
  });

  it('sends area subjects to their area', () => {
    expect(notificationTarget({ subject: 'commendation', link: '1' }, true)).toBe('/rewards');
    expect(notificationTarget({ subject: 'termsdate', link: '' }, false)).toBe('/termsdates');
    expect(notificationTarget({ subject: 'newsletter', link: '' }, false)).toBe('/newsletter');
  });

  it('keeps students off parent-only areas', () => {
    expect(notificationTarget({ subject: 'document', link: '1' }, false)).toBeNull();
    expect(notificationTarget({ subject: 'document', link: '1' }, true)).toBe('/documents');
  });
});
