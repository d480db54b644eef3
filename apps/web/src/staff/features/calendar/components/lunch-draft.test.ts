import { describe, expect, it } from 'vitest';
import { dishesMissingAName, newDish, toDraft, toLunchWeekInput } from './lunch-draft';

const week = {
  data: [
    { date: '2030-03-04', day: 'Monday', food: [{ englishName: 'Soup', frenchName: 'Soupe' }] },
    { date: '2030-03-05', day: 'Tuesday', food: [] },
  ],
};

describe('lunch draft', () => {
  it('asks for both names of a dish, and ignores a row left wholly empty', () => {
    const days = toDraft(week);
    const onlyEnglish = newDish('Chips', ' ');
    const empty = newDish();
    days[1]!.dishes.push(onlyEnglish, empty);
    expect([...dishesMissingAName(days)]).toEqual([onlyEnglish.key]);
    onlyEnglish.frenchName = ' Frites ';
    expect(dishesMissingAName(days).size).toBe(0);
    expect(toLunchWeekInput(days)).toEqual({
      days: [
        { date: '2030-03-04', food: [{ englishName: 'Soup', frenchName: 'Soupe' }] },
        { date: '2030-03-05', food: [{ englishName: 'Chips', frenchName: 'Frites' }] },
      ],
    });
  });
});
