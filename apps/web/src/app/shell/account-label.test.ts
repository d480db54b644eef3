import { beforeEach, describe, expect, it } from 'vitest';
import type { TMe } from '@carnet/contract';
import { speak } from '../../test/render';
import { accountEntries, accountLabel, initialsOf } from './account-label';

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
      { id: 2, firstName: 'Hugo', lastName: 'Martin' },
    ],
  },
};
const student: TMe = {
  ...parent,
  id: 2,
  firstName: 'Léa',
  roles: ['ROLE_STUDENT', 'ROLE_USER'],
  language: null,
  familyInfo: { name: 'Martin', children: [{ id: 1, firstName: 'Léa', lastName: 'Martin' }] },
};

describe('account menu', () => {
  beforeEach(() => speak('en'));

  it('labels a parent by family and a student by name', () => {
    expect(accountLabel(parent)).toBe('Martin family');
    expect(accountLabel(student)).toBe('Léa Martin');
    expect(initialsOf(parent)).toBe('M');
    expect(initialsOf(student)).toBe('LM');
  });

  it('lists the family form and each child for a parent, My profile for a student', () => {
    expect(accountEntries(parent).map((entry) => entry.label)).toEqual(['Family form', 'Léa Martin', 'Hugo Martin']);
    expect(accountEntries(student)).toEqual([{ label: 'My profile', to: '/childinfo?children=1' }]);
  });

  it('speaks French, with the same initials', async () => {
    await speak('fr');
    expect(accountLabel(parent)).toBe('Famille Martin');
    expect(initialsOf(parent)).toBe('M');
    expect(accountEntries(parent).map((entry) => entry.label)).toEqual(['Fiche famille', 'Léa Martin', 'Hugo Martin']);
    expect(accountEntries(student).map((entry) => entry.label)).toEqual(['Mon profil']);
  });
});
