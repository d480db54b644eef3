import fs from 'node:fs';
import path from 'node:path';
import { messagesEn } from '../../apps/server/src/i18n/messages.en';
import { messagesFr } from '../../apps/server/src/i18n/messages.fr';
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
 * The interface's English texts that read differently in French: if one of them shows on a page spoken
 * in French, a text escaped translation (or its catalog did not load). Built from the catalogs as they
 * are at test time, the web's (.po, the English as shown: its msgstr) and the server's (messages.*.ts:
 * errors, notifications, labels it words): each English text whose French differs and which is not
 * itself a French text somewhere ('Documents', 'Date', 'Type' are both). Texts with placeholders or
 * markup are left out: only whole texts are compared, so a document titled 'School certificate
 * 2026-2027' (the school's own words) is not mistaken for the type 'School certificate'.
 */
export function englishOnlySentences(): string[] {
  const pairs: Array<[english: string, french: string | undefined]> = [];
  const french = new Map<string, string>();
  for (const file of catalogFiles('fr')) for (const [id, text] of readPo(file)) french.set(id, text);
  for (const file of catalogFiles('en')) for (const [id, text] of readPo(file)) pairs.push([text || id, french.get(id)]);
  for (const [key, text] of Object.entries(messagesEn)) pairs.push([text, messagesFr[key as keyof typeof messagesFr]]);
  const frenchTexts = new Set([...french.values(), ...Object.values(messagesFr)]);
  const english = pairs
    .filter(([text, translated]) => translated !== undefined && translated !== text && !frenchTexts.has(text))
    .map(([text]) => text.trim())
    .filter((text) => text && !/[{}<>]/.test(text));
  return [...new Set(english)];
}
