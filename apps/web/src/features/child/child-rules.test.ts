import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { TNotification, TRegistryItem } from '@carnet/contract';
import { speak } from '../../test/render';
import { chooseChild, registryOf, tabsWithNews, unseenIdsOfTab, visibleTabs } from './child-rules';

const notification = (id: number, subject: TNotification['subject'], link: string, seen = false): TNotification => ({
  id,
  subject,
  subjectId: id,
  content: '',
  createdAt: '2026-03-02T08:00:00Z',
  seen,
  link,
});

const entry = (id: number, childId: number, date: string): TRegistryItem => ({
  id,
  date,
  statut: 'present',
  excused: false,
  subject: null,
  certificate: null,
  child: { id: childId },
});

describe('child page tabs', () => {
  it('gives parents all five tabs in the spec order, students no Exit permission or Concern', async () => {
    await speak('en');
    expect(visibleTabs(true).map((tab) => i18n._(tab.label))).toEqual(['Registry', 'Exit permission', 'Subject', 'Medical', 'Concern']);
    expect(visibleTabs(false).map((tab) => i18n._(tab.label))).toEqual(['Registry', 'Subject', 'Medical']);
  });

  it('names the tabs in French with the portal’s words', async () => {
    await speak('fr');
    expect(visibleTabs(true).map((tab) => i18n._(tab.label))).toEqual([
      'Vie scolaire',
      'Autorisation de sortie',
      'Matières',
      'Santé',
      'Signalement',
    ]);
  });

  it('dots a tab for an unseen notification about this child, by subject', () => {
    const list = [
      notification(1, 'registry', '1'),
      notification(2, 'syringe', '1'),
      notification(3, 'concern', '2'),
      notification(4, 'blood type', '1', true),
      notification(5, 'document', '1'),
      notification(6, 'allergy', ''),
    ];
    expect([...tabsWithNews(list, 1)].sort()).toEqual(['medical', 'registry']);
    expect([...tabsWithNews(list, 2)]).toEqual(['concern']);
  });

  it('maps medical, allergy, syringe and blood type notifications to the Medical tab', () => {
    const list = (['medical', 'allergy', 'syringe', 'blood type'] as const).map((subject, index) => notification(index + 1, subject, '7'));
    expect(unseenIdsOfTab(list, 7, 'medical')).toEqual([1, 2, 3, 4]);
    expect(unseenIdsOfTab(list, 7, 'registry')).toEqual([]);
  });

  it("lists only the child's unseen registry notifications for the click that reads them", () => {
    const list = [notification(1, 'registry', '1'), notification(2, 'registry', '1', true), notification(3, 'registry', '2')];
    expect(unseenIdsOfTab(list, 1, 'registry')).toEqual([1]);
  });
});

describe('registryOf', () => {
  it("keeps the child's entries, newest first", () => {
    const items = [entry(1, 1, '2026-03-02T08:00:00Z'), entry(2, 2, '2026-03-05T08:00:00Z'), entry(3, 1, '2026-03-04T09:00:00Z')];
    expect(registryOf(items, 1).map((item) => item.id)).toEqual([3, 1]);
  });
});

describe('chooseChild', () => {
  const children = [
    { id: 1, firstName: 'Léa', lastName: 'Martin' },
    { id: 2, firstName: 'Hugo', lastName: 'Martin' },
  ];

  it('takes the child named by ?children=, or the first one when none is named', () => {
    expect(chooseChild(children, '2')?.firstName).toBe('Hugo');
    expect(chooseChild(children, null)?.firstName).toBe('Léa');
    expect(chooseChild(children, '')?.firstName).toBe('Léa');
  });

  it("never falls back to another child for an id that is not the user's", () => {
    expect(chooseChild(children, '3')).toBeNull();
    expect(chooseChild(children, '1abc')).toBeNull();
    expect(chooseChild([], null)).toBeNull();
  });
});
