import type { Messages } from '@lingui/core';
import type { TLanguage } from '@carnet/contract';

/**
 * The parts of a language's catalogs. 'public': what the pages before sign-in say (the login page,
 * the error pages) with the shared parts (`components/`, `lib/`); 'signed-in': the shell, the home page
 * and every area, loaded with the shell (app/router.tsx); 'staff': the staff side (`staff/`), loaded
 * with the staff shell; 'account': the account pages (activate, reset, security), loaded with them;
 * 'push': the device's notification switch (features/push), loaded with it; 'messages': the
 * conversations with the school (features/messages), loaded with their pages; 'requests': reporting an
 * absence and asking for leave (features/family-requests), loaded with their pages; 'homework': the
 * homework page, the student's planner and the child page's lesson notes (features/homework), loaded with them;
 * 'marks': the marks page (features/marks), loaded with it.
 * The build joins each part of one language into one file (vite.config.ts): /login never loads the
 * areas' texts, and no page the other language.
 */
export type CatalogPart = 'public' | 'signed-in' | 'staff' | 'account' | 'push' | 'messages' | 'requests' | 'homework' | 'marks';

// The Lingui Vite plugin compiles each .po file to its messages.
const catalogs = import.meta.glob<{ messages: Messages }>([
  '../../locales/*.po',
  '../../app/*/locales/*.po',
  '../../features/*/locales/*.po',
  // The account pages list their own (features/account/account-messages.ts): neither /login nor the shell loads them.
  '!../../features/account/locales/*.po',
  // So does the notification switch (features/push/push-messages.ts), on whatever page it is placed.
  '!../../features/push/locales/*.po',
  // And the conversations (features/messages/messages-catalog.ts), loaded with their pages.
  '!../../features/messages/locales/*.po',
  // And the family's requests (features/family-requests/requests-catalog.ts).
  '!../../features/family-requests/locales/*.po',
  // And the homework (features/homework/homework-catalog.ts): the home page's block says its few words itself.
  '!../../features/homework/locales/*.po',
  // And the marks (features/marks/marks-catalog.ts), loaded with their page.
  '!../../features/marks/locales/*.po',
]);

export const PUBLIC_CATALOG = /^\.\.\/\.\.\/(locales|features\/auth\/locales)\//;
const partOf = (file: string): CatalogPart => (PUBLIC_CATALOG.test(file) ? 'public' : 'signed-in');

/**
 * Parts whose catalogs are listed by their own code: the staff side registers 'staff' when its chunk
 * loads (staff/staff-messages.ts), so the family pages' first files do not even list its catalogs.
 */
const registeredParts = new Map<CatalogPart, (language: TLanguage) => Promise<Messages>>();
export function registerCatalogPart(part: CatalogPart, load: (language: TLanguage) => Promise<Messages>): void {
  registeredParts.set(part, load);
}

/** The messages of a language from the catalogs of the given parts. */
export async function loadMessages(language: TLanguage, parts: ReadonlySet<CatalogPart>): Promise<Messages> {
  const suffix = `/${language}.po`;
  const loaded = await Promise.all([
    ...Object.entries(catalogs)
      .filter(([file]) => file.endsWith(suffix) && parts.has(partOf(file)))
      .map(([, load]) => load().then((catalog) => catalog.messages)),
    ...[...parts].flatMap((part) => {
      const load = registeredParts.get(part);
      return load ? [load(language)] : [];
    }),
  ]);
  return Object.assign({}, ...loaded) as Messages;
}
