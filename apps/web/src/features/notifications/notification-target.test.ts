import { describe, expect, it } from 'vitest';
import { NOTIFICATION_PAGES } from '@carnet/contract';
import { paths } from '../../lib/paths';
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

describe('the pages of the contract', () => {
  it('are pages of the family router, so a renamed page cannot leave a bell or an e-mail pointing nowhere', () => {
    const routes = new Set<string>(Object.values(paths));
    for (const page of Object.values(NOTIFICATION_PAGES.family)) expect(routes).toContain(page);
  });
});
