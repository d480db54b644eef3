import { i18n } from '@lingui/core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TMe } from '@carnet/contract';
import { speak } from '../../test/render';
import { navItemsFor, showsShop } from './nav-items';

const user = (roles: TMe['roles']): TMe => ({
  id: 1,
  email: 'a@example.com',
  firstName: 'A',
  lastName: 'B',
  roles,
  language: null,
  familyInfo: { name: 'B', children: [] },
});

describe('side menu', () => {
  beforeEach(() => speak('en'));

  it('gives parents every area and the Shop', () => {
    const parent = user(['ROLE_PARENT', 'ROLE_USER']);
    expect(navItemsFor(parent).map((item) => i18n._(item.label))).toEqual([
      'Home page',
      'Messages',
      'Homework',
      'Marks',
      'Reports',
      'Documents',
      'Meetings',
      'Forms',
      'Newsletter',
      'Terms Date',
      'Rewards Sanctions',
      'Timetable',
    ]);
    expect(showsShop(parent)).toBe(true);
  });

  it('names the areas with the French words of the portal', async () => {
    await speak('fr');
    expect(navItemsFor(user(['ROLE_PARENT'])).map((item) => i18n._(item.label))).toEqual([
      'Accueil',
      'Messages',
      'Devoirs',
      'Notes',
      'Bulletins',
      'Documents',
      'Rendez-vous',
      'Formulaires',
      'Lettre d’information',
      'Calendrier scolaire',
      'Récompenses et sanctions',
      'Emploi du temps',
    ]);
  });

  it('keeps parent areas and the Shop from students', () => {
    const student = user(['ROLE_STUDENT', 'ROLE_USER']);
    expect(navItemsFor(student).map((item) => item.to)).toEqual([
      '/',
      '/messages',
      '/homework',
      '/marks',
      '/reports',
      '/newsletter',
      '/termsdates',
      '/rewards',
      '/timetable',
    ]);
    expect(showsShop(student)).toBe(false);
  });

  it('marks the subjects of homework, marks, meetings, term dates, timetable and rewards read', () => {
    const subjects = Object.fromEntries(navItemsFor(user(['ROLE_PARENT'])).map((item) => [item.to, item.readsSubjects ?? []]));
    expect(subjects).toMatchObject({
      '/homework': ['homework'],
      '/marks': ['marks'],
      '/meetings': ['meeting'],
      '/termsdates': ['termsdate'],
      '/timetable': ['timetable'],
      '/rewards': ['reward', 'commendation'],
      '/reports': [],
    });
  });
});
