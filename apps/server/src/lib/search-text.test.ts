import { describe, expect, it } from 'vitest';
import { changedFields } from '../modules/family/family-history';
import { containsPattern, foldSearchText } from './search-text';

describe('search text folding', () => {
  it('drops accents and case the same way for every French name', () => {
    expect(foldSearchText('Léa')).toBe('lea');
    expect(foldSearchText('ÉLODIE Noël-Françoise')).toBe('elodie noel-francoise');
    expect(foldSearchText('Cœur d’Ange')).toBe("coeur d'ange");
  });

  it('makes a pattern in which typed % and _ match themselves', () => {
    expect(containsPattern('Lé%a_')).toBe('%le\\%a\\_%');
    expect(containsPattern('a\\b')).toBe('%a\\\\b%');
  });
});

describe('contact history', () => {
  it('lists the fields that changed, from and to, and not the family', () => {
    expect(
      changedFields(
        { city: 'Paris', phone: '1', family_id: 1, contactable: 1 },
        { city: 'Lyon', phone: '1', family_id: 2, contactable: 0 },
      ),
    ).toEqual([
      { field: 'city', from: 'Paris', to: 'Lyon' },
      { field: 'contactable', from: '1', to: '0' },
    ]);
    expect(changedFields({ birthday: null }, { birthday: '2010-01-02' })).toEqual([{ field: 'birthday', from: '', to: '2010-01-02' }]);
  });
});
