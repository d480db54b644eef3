import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogOf, messageKeys } from '../apps/server/src/i18n/translate';
import { frenchTypographyProblems } from './french-typography';

const root = path.resolve(import.meta.dirname, '..');

/** Every French catalog of the web app (one per area), found on disk so a new area is checked too. */
function webFrenchCatalogs(dir = path.join(root, 'apps/web/src')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return webFrenchCatalogs(full);
    return entry.name === 'fr.po' && path.basename(dir) === 'locales' ? [full] : [];
  });
}

/** The translations of a .po file: each msgstr, its continuation lines joined, unescaped; not the file's header (msgid ""). */
function translationsOf(file: string): string[] {
  const texts: string[] = [];
  let current: string[] | null = null;
  let isHeader = false;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('msgid ')) isHeader = line === 'msgid ""';
    if (line.startsWith('msgstr ') && !isHeader) {
      current = [line.slice(7)];
      texts.push('');
    } else if (current && line.startsWith('"')) current.push(line);
    else current = null;
    if (current) texts[texts.length - 1] = current.map((part) => JSON.parse(part) as string).join('');
  }
  return texts.filter((text) => text !== '');
}

describe('the French typography check', () => {
  it('asks for a no-break space before ":", "?" and "!"', () => {
    expect(frenchTypographyProblems('Rappel : merci')).toHaveLength(1);
    expect(frenchTypographyProblems('Vraiment?')).toHaveLength(1);
    expect(frenchTypographyProblems('Bravo !')).toHaveLength(1);
    expect(frenchTypographyProblems('Rappel\u00a0: merci, vraiment\u202f? Bravo\u00a0!')).toEqual([]);
  });

  it('leaves alone times, addresses, placeholders and runs of marks', () => {
    expect(frenchTypographyProblems('à 16:35, sur https://carnet.example.edu/login?next=1')).toEqual([]);
    expect(frenchTypographyProblems('{count, plural, one {# élève} other {# élèves}}\u00a0!?')).toEqual([]);
  });
});

describe('the French catalogs', () => {
  it('of the server follow French typography', () => {
    const fr = catalogOf('fr');
    expect(messageKeys.flatMap((key) => frenchTypographyProblems(fr[key]).map((p) => `${key}: ${p}`))).toEqual([]);
  });

  it('of the web app follow French typography', () => {
    const catalogs = webFrenchCatalogs();
    expect(catalogs.length).toBeGreaterThan(10);
    const problems = catalogs.flatMap((file) =>
      translationsOf(file).flatMap((text) => frenchTypographyProblems(text).map((p) => `${path.relative(root, file)}: ${p}`)),
    );
    expect(problems).toEqual([]);
  });
});
