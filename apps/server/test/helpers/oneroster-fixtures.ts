import fs from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'oneroster');

/** A OneRoster set written for the tests (fixtures/oneroster/<name>), as files by name. */
export function rosterFixture(name: 'v1.1-bulk' | 'v1.1-delta' | 'v1.2-bulk'): Map<string, string> {
  const folder = path.join(FIXTURES, name);
  return new Map(fs.readdirSync(folder).map((file) => [file, fs.readFileSync(path.join(folder, file), 'utf8')]));
}

/** The files with some lines replaced: `edit(file, (text) => text.replace(...))`, for broken or changed sets. */
export function editFile(files: Map<string, string>, file: string, change: (text: string) => string): Map<string, string> {
  const text = files.get(file);
  if (text === undefined) throw new Error(`no ${file} in the fixture`);
  return new Map(files).set(file, change(text));
}

/** The files zipped, as the console uploads them: {name, data (base64)}. */
export function zipped(files: Map<string, string>, name = 'oneroster.zip') {
  const entries = Object.fromEntries([...files].map(([file, text]) => [file, new TextEncoder().encode(text)]));
  return { name, data: Buffer.from(zipSync(entries)).toString('base64') };
}
