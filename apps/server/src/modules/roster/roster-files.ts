import fs from 'node:fs/promises';
import path from 'node:path';
import { unzipCsvFiles } from './roster-zip';

/** The files of a OneRoster export, by name ('manifest.csv', 'users.csv', …), as text. */
export type RosterFiles = ReadonlyMap<string, string>;

/** The CSV files of an uploaded `.zip`. */
export const readRosterZip = (bytes: Buffer): Promise<RosterFiles> => unzipCsvFiles(bytes);

/** A folder holding manifest.csv and the files it lists, or a .zip on disk (the command line). */
export async function readRosterPath(location: string): Promise<RosterFiles> {
  const stat = await fs.stat(location);
  if (!stat.isDirectory()) return unzipCsvFiles({ file: location });
  const files = new Map<string, string>();
  for (const name of await fs.readdir(location)) {
    if (name.toLowerCase().endsWith('.csv')) files.set(name, await fs.readFile(path.join(location, name), 'utf8'));
  }
  return files;
}
