import { describe, expect, it } from 'vitest';
import { countriesIn, countryName } from './countries';

describe('countries', () => {
  it('lists about 250 countries with unique two- and three-letter codes, sorted by name', () => {
    const countries = countriesIn('en');
    expect(countries.length).toBeGreaterThanOrEqual(245);
    expect(countries.length).toBeLessThanOrEqual(255);
    expect(new Set(countries.map((c) => c.alpha2)).size).toBe(countries.length);
    expect(new Set(countries.map((c) => c.alpha3)).size).toBe(countries.length);
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(countries.find((c) => c.alpha2 === 'FR')).toEqual({ alpha2: 'FR', alpha3: 'FRA', name: 'France' });
  });

  it("names the countries in the reader's language, sorted as French sorts (accents with their letter)", () => {
    const countries = countriesIn('fr');
    expect(countries.find((c) => c.alpha2 === 'DE')?.name).toBe('Allemagne');
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
    // 'Égypte' sits among the E's, not after 'Zimbabwe'.
    expect(names.indexOf('Égypte')).toBeLessThan(names.indexOf('Espagne'));
    expect(countries.map((c) => c.alpha2).sort()).toEqual(
      countriesIn('en')
        .map((c) => c.alpha2)
        .sort(),
    );
  });

  it('names a stored birth country (three letters) and nationality (two letters)', () => {
    expect(countryName('FRA', 'en')).toBe('France');
    expect(countryName('FR', 'en')).toBe('France');
    expect(countryName('deu', 'en')).toBe('Germany');
    expect(countryName('deu', 'fr')).toBe('Allemagne');
    expect(countryName('GB', 'fr')).toBe('Royaume-Uni');
  });

  it('shows an unknown code as it is, and nothing for no code', () => {
    expect(countryName('XYZ', 'fr')).toBe('XYZ');
    expect(countryName('', 'en')).toBe('');
  });
});
