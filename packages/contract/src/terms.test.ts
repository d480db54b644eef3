import { describe, expect, it } from 'vitest';
import { currentTerm, termHolding } from './terms';

const terms = [
  { name: 'Spring term', start: '2027-01-04', end: '2027-04-02' },
  { name: 'Autumn term', start: '2026-09-01', end: '2026-12-18' },
  { name: 'Summer term', start: '2027-04-19', end: '2027-07-02' },
];

describe('termHolding', () => {
  it('finds the term holding a day, its first and last days included', () => {
    expect(termHolding(terms, '2026-11-22')?.name).toBe('Autumn term');
    expect(termHolding(terms, '2026-09-01')?.name).toBe('Autumn term');
    expect(termHolding(terms, '2026-12-18')?.name).toBe('Autumn term');
    expect(termHolding(terms, '2027-04-19')?.name).toBe('Summer term');
  });

  it('answers null in a holiday gap', () => {
    expect(termHolding(terms, '2026-12-19')).toBeNull();
    expect(termHolding(terms, '2026-08-31')).toBeNull();
  });
});

describe('currentTerm', () => {
  it('is the term holding today', () => {
    expect(currentTerm(terms, '2027-02-10')?.name).toBe('Spring term');
  });

  it('is the next term to start between terms, whatever the order of the list', () => {
    expect(currentTerm(terms, '2026-12-25')?.name).toBe('Spring term');
    expect(currentTerm(terms, '2027-04-10')?.name).toBe('Summer term');
    expect(currentTerm(terms, '2026-07-20')?.name).toBe('Autumn term');
  });

  it('is null after the last known term and with no term at all', () => {
    expect(currentTerm(terms, '2027-07-03')).toBeNull();
    expect(currentTerm([], '2026-11-22')).toBeNull();
  });
});
