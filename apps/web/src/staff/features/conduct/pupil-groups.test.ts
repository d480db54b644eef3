import { describe, expect, it } from 'vitest';
import { byClass, matchesSearch } from './pupil-groups';

const lea = { id: 1, firstName: 'Léa', lastName: 'Martin', className: '6A' };
const noah = { id: 3, firstName: 'Noah', lastName: 'Petit', className: '6A' };
const hugo = { id: 2, firstName: 'Hugo', lastName: 'Martin', className: '3B' };

describe('the pupil picker', () => {
  it('groups the pupils by class in the order given', () => {
    expect(byClass([hugo, lea, noah])).toEqual([
      { className: '3B', pupils: [hugo] },
      { className: '6A', pupils: [lea, noah] },
    ]);
  });

  it('finds a pupil by any words of the name or class, accents and case aside', () => {
    expect(matchesSearch(lea, 'lea')).toBe(true);
    expect(matchesSearch(lea, 'MARTIN 6a')).toBe(true);
    expect(matchesSearch(hugo, 'martin 6a')).toBe(false);
    expect(matchesSearch(noah, '  ')).toBe(true);
  });
});
