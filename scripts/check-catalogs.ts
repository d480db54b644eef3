/**
 * npm test's check that the web app's message catalogs are complete (run from the repository root):
 * every text marked in the code is in each language's catalog of its area, every French entry is
 * translated, and no catalog keeps a text the code no longer has. `npm run i18n:extract` (lingui
 * extract) brings the catalogs up to date; the French texts are then written by hand.
 * Texts left unmarked in the code are the lint's part (lingui/no-unlocalized-strings).
 */
import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';

const webDir = path.resolve(import.meta.dirname, '../apps/web');
const config = getConfig({ cwd: webDir, configPath: path.join(webDir, 'lingui.config.ts') });
const problems: string[] = [];
let checked = 0;
/** Per language, each message id's translation and the catalog giving it: the build joins every area's
 * catalog into one file, so one id translated two ways would show whichever area loaded last. */
const translations = new Map<string, { text: string; where: string }>();

for (const catalog of await getCatalogs(config)) {
  const inCode = (await catalog.collect()) ?? {};
  const saved = await catalog.readAll();
  for (const locale of config.locales) {
    const where = path.relative(path.resolve(webDir, '../..'), catalog.getFilename(locale));
    const entries = saved[locale] ?? {};
    for (const [id, extracted] of Object.entries(inCode)) {
      checked += 1;
      const entry = entries[id];
      const text = extracted.message ?? id;
      if (!entry) problems.push(`${where}: missing "${text}" (run npm run i18n:extract)`);
      else if (locale !== config.sourceLocale && !entry.translation) problems.push(`${where}: not translated: "${text}"`);
      else if (entry.translation) {
        const key = `${locale} ${id}`;
        const earlier = translations.get(key);
        if (earlier && earlier.text !== entry.translation)
          problems.push(
            `${where}: "${text}" reads "${entry.translation}" here but "${earlier.text}" in ${earlier.where}: one text, one translation`,
          );
        else translations.set(key, { text: entry.translation, where });
      }
    }
    for (const [id, entry] of Object.entries(entries)) {
      if (!(id in inCode)) problems.push(`${where}: "${entry.message ?? id}" is no longer in the code (run npm run i18n:extract)`);
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} catalog problem(s).`);
  process.exit(1);
}
console.log(`Catalogs complete: ${checked} entries checked in ${config.locales.join(' and ')}.`);
