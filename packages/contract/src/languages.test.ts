import { describe, expect, it } from 'vitest';
import { acceptedLanguages, languageOfTag, pickLanguage } from './languages';

describe('languages', () => {
  it('reads the primary language of a tag, in any case', () => {
    expect(languageOfTag('fr-CA')).toBe('fr');
    expect(languageOfTag('EN_gb')).toBe('en');
    expect(languageOfTag('de-DE')).toBeNull();
  });

  it('orders an Accept-Language header by quality, keeping the order of equals and dropping q=0', () => {
    expect(acceptedLanguages('de;q=0.9, fr-CH, en;q=0.8, es;q=0')).toEqual(['fr-CH', 'de', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('*')).toEqual([]);
  });

  it('picks the first language Carnet speaks', () => {
    expect(pickLanguage(acceptedLanguages('de-DE, fr;q=0.5, en;q=0.7'))).toBe('en');
    expect(pickLanguage(['de', 'it'])).toBeNull();
  });
});
