import { alpha2ToAlpha3, alpha3ToAlpha2, getAlpha2Codes } from 'i18n-iso-countries';

/**
 * The ISO 3166-1 countries (about 250): codes from a maintained package, English names from the
 * browser's own CLDR data. Only the family page imports this, so only its route carries it.
 */
export type Country = { alpha2: string; alpha3: string; name: string };

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

function buildCountries(): Country[] {
  return Object.keys(getAlpha2Codes())
    .map((alpha2) => ({ alpha2, alpha3: alpha2ToAlpha3(alpha2) ?? alpha2, name: regionNames.of(alpha2) ?? alpha2 }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export const COUNTRIES: readonly Country[] = buildCountries();

/**
 * The name of a stored code: birth_country holds three letters, nationality two. An unknown code
 * is shown as it is rather than hidden; no code gives ''.
 */
export function countryName(code: string): string {
  const upper = code.trim().toUpperCase();
  if (!upper) return '';
  const alpha2 = upper.length === 3 ? alpha3ToAlpha2(upper) : upper;
  const country = COUNTRIES.find((candidate) => candidate.alpha2 === alpha2);
  return country?.name ?? code;
}
