import fs from 'node:fs/promises';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { AppError } from '../../lib/app-error';

/** The files of a OneRoster export, by name ('manifest.csv', 'users.csv', …), as text. */
export type RosterFiles = ReadonlyMap<string, string>;

/** At most this many bytes of CSV once unzipped: a zip bomb stops here, a real school is far below. */
const UNZIPPED_MAX_BYTES = 200 * 1024 * 1024;

const decoder = new TextDecoder('utf-8');

/**
 * The CSV files of a `.zip`, whether they sit at its root or in one folder inside it (exports do both).
 * Other entries (readme, folders) are left aside.
 */
export function readRosterZip(bytes: Uint8Array): RosterFiles {
  let entries: Record<string, Uint8Array>;
  let total = 0;
  try {
    entries = unzipSync(bytes, {
      filter: (file) => {
        if (!file.name.toLowerCase().endsWith('.csv') || file.name.includes('__MACOSX')) return false;
        total += file.originalSize;
        if (total > UNZIPPED_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'roster.unzippedTooLarge');
        return true;
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('VALIDATION_ERROR', 'roster.notZip');
  }
  const files = new Map<string, string>();
  for (const [name, content] of Object.entries(entries)) files.set(path.posix.basename(name), decoder.decode(content));
  return files;
}

/** A folder holding manifest.csv and the files it lists, or a .zip on disk (the command line). */
export async function readRosterPath(location: string): Promise<RosterFiles> {
  const stat = await fs.stat(location);
  if (!stat.isDirectory()) return readRosterZip(await fs.readFile(location));
  const files = new Map<string, string>();
  for (const name of await fs.readdir(location)) {
    if (name.toLowerCase().endsWith('.csv')) files.set(name, await fs.readFile(path.join(location, name), 'utf8'));
  }
  return files;
}
