import { i18n } from '@lingui/core';
import { alpha2ToAlpha3, alpha3ToAlpha2, getAlpha2Codes } from 'i18n-iso-countries';
import { intlLocale } from '../../lib/dates';

/**
 * The ISO 3166-1 countries (about 250): codes from a maintained package, names in the page's
 * language from the browser's own CLDR data (Intl.DisplayNames). Only the family page imports
 * this, so only its route carries it.
 */
export type Country = { alpha2: string; alpha3: string; name: string };

const CODES = Object.keys(getAlpha2Codes()).map((alpha2) => ({ alpha2, alpha3: alpha2ToAlpha3(alpha2) ?? alpha2 }));

const listsByLanguage = new Map<string, readonly Country[]>();

/** Every country named in `language` (the page's by default), sorted as that language sorts ('Égypte' with the E's). */
export function countriesIn(language: string = i18n.locale): readonly Country[] {
  const locale = intlLocale(language);
  let list = listsByLanguage.get(locale);
  if (!list) {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    const collator = new Intl.Collator(locale);
    list = CODES.map((codes) => ({ ...codes, name: names.of(codes.alpha2) ?? codes.alpha2 })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
    listsByLanguage.set(locale, list);
  }
  return list;
}

/**
 * The name of a stored code in `language`: birth_country holds three letters, nationality two. An
 * unknown code is shown as it is rather than hidden; no code gives ''.
 */
export function countryName(code: string, language: string = i18n.locale): string {
  const upper = code.trim().toUpperCase();
  if (!upper) return '';
  const alpha2 = upper.length === 3 ? alpha3ToAlpha2(upper) : upper;
  const country = countriesIn(language).find((candidate) => candidate.alpha2 === alpha2);
  return country?.name ?? code;
}
