import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './server';

/** The web app's catalog files of one language, every area. */
function catalogFiles(language: 'en' | 'fr'): string[] {
  const src = path.join(repoRoot, 'apps/web/src');
  const features = path.join(src, 'features');
  const areas = fs.readdirSync(features).map((area) => path.join(features, area, 'locales', `${language}.po`));
  // The staff side's shell and areas (decision 064).
  const staffFeatures = path.join(src, 'staff/features');
  const staffAreas = fs.existsSync(staffFeatures)
    ? fs.readdirSync(staffFeatures).map((area) => path.join(staffFeatures, area, 'locales', `${language}.po`))
    : [];
  return [path.join(src, 'locales', `${language}.po`), ...areas, path.join(src, 'staff/locales', `${language}.po`), ...staffAreas].filter(
    (file) => fs.existsSync(file),
  );
}

const unquote = (text: string) => JSON.parse(text) as string;

/** msgid -> msgstr of a .po file (single-line entries, as Lingui writes them). */
function readPo(file: string): Map<string, string> {
  const entries = new Map<string, string>();
  const pattern = /^msgid ("(?:[^"\\]|\\.)*")\nmsgstr ("(?:[^"\\]|\\.)*")$/gm;
  for (const match of fs.readFileSync(file, 'utf8').matchAll(pattern)) {
    const [, id = '""', text = '""'] = match;
    if (unquote(id)) entries.set(unquote(id), unquote(text));
  }
  return entries;
}

/**
 * The interface's English sentences that read differently in French: if one of them shows on a page
 * spoken in French, a text escaped translation (or its catalog did not load). Only texts of two words
 * or more without placeholders, so data (a teacher's name, a document's title) is not mistaken for it.
 */
export function englishOnlySentences(): string[] {
  const french = new Map<string, string>();
  for (const file of catalogFiles('fr')) for (const [id, text] of readPo(file)) french.set(id, text);
  return [...french]
    .filter(([english, text]) => english !== text && !/[{}<>]/.test(english) && english.trim().split(/\s+/).length >= 2)
    .map(([english]) => english);
}
