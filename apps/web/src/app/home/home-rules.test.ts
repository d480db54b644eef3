import { beforeEach, describe, expect, it } from 'vitest';
import type { TMe, TNotification, TRegistryItem } from '@carnet/contract';
import { concernBanners } from './components/home-banners';
import { latestEntries } from './components/registry-block';
import { welcomeOf } from './components/greeting';
import { speak } from '../../test/render';

const parent: TMe = {
  id: 1,
  email: 'parent@example.com',
  firstName: 'Camille',
  lastName: 'Martin',
  roles: ['ROLE_PARENT', 'ROLE_USER'],
  language: null,
  familyInfo: {
    name: 'Martin',
    children: [
      { id: 1, firstName: 'Léa', lastName: 'Martin' },
      { id: 2, firstName: 'Hugo', lastName: 'Dupont' },
    ],
  },
};

const entry = (id: number, childId: number, date: string): TRegistryItem => ({
  id,
  date,
  statut: 'present',
  excused: false,
  subject: null,
  certificate: null,
  child: { id: childId },
});

const notification = (id: number, subject: TNotification['subject'], seen: boolean, link: string): TNotification => ({
  id,
  subject,
  subjectId: null,
  content: '',
  createdAt: '2025-03-03T08:00:00Z',
  seen,
  link,
});

describe('home rules', () => {
  beforeEach(() => speak('en'));

  it("greets by the first role: parent's portal, otherwise student's portal", async () => {
    expect(welcomeOf(parent)).toBe("Welcome to the parent's portal");
    expect(welcomeOf({ ...parent, roles: ['ROLE_USER', 'ROLE_PARENT'] })).toBe("Welcome to the student's portal");
    expect(welcomeOf({ ...parent, roles: ['ROLE_STUDENT'] })).toBe("Welcome to the student's portal");
    await speak('fr');
    expect(welcomeOf(parent)).toBe('Bienvenue sur le portail des parents');
    expect(welcomeOf({ ...parent, roles: ['ROLE_STUDENT'] })).toBe('Bienvenue sur le portail des élèves');
  });

  it("keeps the selected child's 3 newest registry entries", () => {
    const items = [
      entry(1, 1, '2025-03-01T08:00:00Z'),
      entry(2, 2, '2025-03-05T08:00:00Z'),
      entry(3, 1, '2025-03-04T08:00:00Z'),
      entry(4, 1, '2025-02-20T08:00:00Z'),
      entry(5, 1, '2025-03-03T08:00:00Z'),
    ];
    expect(latestEntries(items, 1).map((item) => item.id)).toEqual([3, 5, 1]);
    expect(latestEntries(items, 2).map((item) => item.id)).toEqual([2]);
    expect(latestEntries(items, null)).toEqual([]);
  });

  it('makes one concern banner per child with an unseen concern, naming the child by first name', () => {
    const list = [
      notification(1, 'concern', false, '2'),
      notification(2, 'concern', false, '2'),
      notification(3, 'concern', true, '1'),
      notification(4, 'registry', false, '1'),
      notification(5, 'concern', false, '99'),
    ];
    expect(concernBanners(list, parent)).toEqual([{ childId: 2, text: 'New concern regarding Hugo' }]);
  });

  it('gives each child of the family its own banner, in the family order, in the page language', async () => {
    const list = [notification(1, 'concern', false, '2'), notification(2, 'concern', false, '1')];
    expect(concernBanners(list, parent)).toEqual([
      { childId: 1, text: 'New concern regarding Léa' },
      { childId: 2, text: 'New concern regarding Hugo' },
    ]);
    await speak('fr');
    expect(concernBanners(list, parent).map((banner) => banner.text)).toEqual([
      'Nouveau signalement concernant Léa',
      'Nouveau signalement concernant Hugo',
    ]);
  });
});
