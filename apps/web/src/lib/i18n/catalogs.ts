import type { Messages } from '@lingui/core';
import type { TLanguage } from '@carnet/contract';

/*
 * Every area's catalog of one language (the Lingui Vite plugin compiles each .po file to its messages).
 * The build joins one language's catalogs into a single file (vite.config.ts), so loading any of them
 * loads that one file, and a page never loads the other language.
 */
const catalogs = import.meta.glob<{ messages: Messages }>(['../../locales/*.po', '../../features/*/locales/*.po']);

/** All the messages of a language, from every area. */
export async function loadMessages(language: TLanguage): Promise<Messages> {
  const suffix = `/${language}.po`;
  const loaded = await Promise.all(
    Object.entries(catalogs)
      .filter(([file]) => file.endsWith(suffix))
      .map(([, load]) => load()),
  );
  return Object.assign({}, ...loaded.map((catalog) => catalog.messages)) as Messages;
}
