import * as z from 'zod';

/** The languages Carnet speaks. English is the source: its texts are the specification's. */
export const LANGUAGES = ['en', 'fr'] as const;
export const ZLanguage = z.enum(LANGUAGES);
export type TLanguage = z.infer<typeof ZLanguage>;

export const isLanguage = (value: unknown): value is TLanguage =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** 'fr-CA' -> 'fr', 'EN' -> 'en'; null for a language Carnet does not speak. */
export function languageOfTag(tag: string): TLanguage | null {
  const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
  return isLanguage(primary) ? primary : null;
}

/** The first of the reader's languages (most preferred first) that Carnet speaks. */
export function pickLanguage(tags: readonly string[]): TLanguage | null {
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return null;
}

/**
 * An Accept-Language header's languages, most preferred first ('fr-CH, fr;q=0.9, en;q=0.8'); a
 * language refused with q=0 is left out. A malformed header gives what could be read of it.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), quality: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && Number.isFinite(quality) && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}
