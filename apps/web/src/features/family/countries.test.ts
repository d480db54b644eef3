import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryName } from './countries';

describe('countries', () => {
  it('lists about 250 countries with unique two- and three-letter codes, sorted by name', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(245);
    expect(COUNTRIES.length).toBeLessThanOrEqual(255);
    expect(new Set(COUNTRIES.map((c) => c.alpha2)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.alpha3)).size).toBe(COUNTRIES.length);
    const names = COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(COUNTRIES.find((c) => c.alpha2 === 'FR')).toEqual({ alpha2: 'FR', alpha3: 'FRA', name: 'France' });
  });

  it('names a stored birth country (three letters) and nationality (two letters)', () => {
    expect(countryName('FRA')).toBe('France');
    expect(countryName('FR')).toBe('France');
    expect(countryName('deu')).toBe('Germany');
  });

  it('shows an unknown code as it is, and nothing for no code', () => {
    expect(countryName('XYZ')).toBe('XYZ');
    expect(countryName('')).toBe('');
  });
});
