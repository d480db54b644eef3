import { strToU8, type Zippable, zipSync } from 'fflate';
import type { Db } from '../../db/connect';
import { AppError } from '../../lib/app-error';
import type { ExportBundle } from './export-bundle';

/**
 * The stored files one export may carry. Uploads are at most 5 MB each, so a family reaches this only
 * with hundreds of files; the zip is built in memory, and this keeps one request from holding more.
 */
export const EXPORT_MAX_FILE_BYTES = 100 * 1024 * 1024;

/** The files' total size, summed by the database before any byte is loaded. */
async function storedBytes(db: Db, fileIds: number[]): Promise<number> {
  if (fileIds.length === 0) return 0;
  const row = await db
    .selectFrom('files')
    .select((eb) => eb.fn.sum<number | string | null>('size').as('total'))
    .where('id', 'in', fileIds)
    .executeTakeFirstOrThrow();
  return Number(row.total ?? 0);
}

/** Refuses, before anything is loaded or audited, an export whose files pass the limit. */
export async function assertExportSize(db: Db, bundle: ExportBundle): Promise<void> {
  const fileIds = [...new Set(bundle.files.map((f) => f.fileId))];
  if ((await storedBytes(db, fileIds)) > EXPORT_MAX_FILE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'export.tooLarge');
}

/**
 * The zip: README.txt, one pretty-printed JSON file per kind, and the stored files under files/.
 * JSON is deflated; files are stored as they are (PDFs and images are compressed already).
 */
export async function buildExportZip(db: Db, bundle: ExportBundle, readme: string): Promise<Buffer> {
  const entries: Zippable = { 'README.txt': strToU8(readme) };
  for (const [name, records] of Object.entries(bundle.kinds)) entries[name] = strToU8(`${JSON.stringify(records, null, 2)}\n`);
  for (const file of bundle.files) {
    const stored = await db.selectFrom('files').select('bytes').where('id', '=', file.fileId).executeTakeFirst();
    if (stored) entries[file.path] = [new Uint8Array(stored.bytes), { level: 0 }];
  }
  return Buffer.from(zipSync(entries, { level: 6 }));
}
