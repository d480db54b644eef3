import type { Messages } from '@lingui/core';
import type { TLanguage } from '@carnet/contract';

/**
 * The parts of a language's catalogs. 'public': what the pages before sign-in say (the login page,
 * the error pages) with the shared parts (`components/`, `lib/`); 'signed-in': the shell, the home page
 * and every area, loaded with the shell (app/router.tsx); 'staff': the staff side (`staff/`), loaded
 * with the staff shell. The build joins each part of one language into
 * one file (vite.config.ts): /login never loads the areas' texts, and no page the other language.
 */
export type CatalogPart = 'public' | 'signed-in' | 'staff';

// The Lingui Vite plugin compiles each .po file to its messages.
const catalogs = import.meta.glob<{ messages: Messages }>([
  '../../locales/*.po',
  '../../app/*/locales/*.po',
  '../../features/*/locales/*.po',
  '../../staff/locales/*.po',
  '../../staff/features/*/locales/*.po',
]);

export const PUBLIC_CATALOG = /^\.\.\/\.\.\/(locales|features\/auth\/locales)\//;
export const STAFF_CATALOG = /^\.\.\/\.\.\/staff\//;
const partOf = (file: string): CatalogPart => {
  if (PUBLIC_CATALOG.test(file)) return 'public';
  return STAFF_CATALOG.test(file) ? 'staff' : 'signed-in';
};

/** The messages of a language from the catalogs of the given parts. */
export async function loadMessages(language: TLanguage, parts: ReadonlySet<CatalogPart>): Promise<Messages> {
  const suffix = `/${language}.po`;
  const loaded = await Promise.all(
    Object.entries(catalogs)
      .filter(([file]) => file.endsWith(suffix) && parts.has(partOf(file)))
      .map(([, load]) => load()),
  );
  return Object.assign({}, ...loaded.map((catalog) => catalog.messages)) as Messages;
}
