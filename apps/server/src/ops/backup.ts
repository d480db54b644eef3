import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * A consistent snapshot of the SQLite database while the server keeps running: SQLite's online
 * backup API copies pages under a read transaction, so writes going on meanwhile are either wholly
 * in the snapshot or wholly out of it.
 */
export async function backupSqlite(databaseFile: string, targetDir: string, now = new Date()): Promise<string> {
  if (!fs.existsSync(databaseFile)) throw new Error(`No database at ${databaseFile}`);
  fs.mkdirSync(targetDir, { recursive: true });
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const target = path.join(targetDir, `carnet-${stamp}.sqlite`);
  const source = new SQLite(databaseFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(target);
  } finally {
    source.close();
  }
  const check = new SQLite(target, { readonly: true });
  try {
    const result = check.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`Snapshot failed its integrity check: ${String(result)}`);
  } finally {
    check.close();
  }
  return target;
}
