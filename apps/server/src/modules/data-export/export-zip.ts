import { setImmediate as nextTurn } from 'node:timers/promises';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
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

/** Each entry goes in by pieces of this size, the event loop free between two: other requests are served meanwhile. */
const PIECE_BYTES = 256 * 1024;

/** Adds one entry, deflated (JSON, text) or stored as it is (PDFs and images are compressed already). */
async function addEntry(zip: Zip, name: string, bytes: Uint8Array, isDeflated: boolean): Promise<void> {
  const entry = isDeflated ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
  zip.add(entry);
  if (bytes.length === 0) return entry.push(new Uint8Array(0), true);
  for (let offset = 0; offset < bytes.length; offset += PIECE_BYTES) {
    entry.push(bytes.subarray(offset, offset + PIECE_BYTES), offset + PIECE_BYTES >= bytes.length);
    await nextTurn();
  }
}

/** The zip as the pieces it was written in (a 50 MB Buffer.concat alone held the event loop for 300 ms). */
export type ZipPieces = { pieces: Uint8Array[]; size: number };

/**
 * The zip: README.txt, one pretty-printed JSON file per kind, and the stored files under files/, loaded
 * one at a time. Built in memory (under the size limit) but never in one synchronous run: a zipSync of
 * 50 MB held every other request of the process for seconds.
 */
export async function buildExportZip(db: Db, bundle: ExportBundle, readme: string): Promise<ZipPieces> {
  const zip = new Zip();
  const pieces: Uint8Array[] = [];
  const finished = new Promise<void>((resolve, reject) => {
    zip.ondata = (error, piece, isFinal) => {
      if (error) return reject(error);
      pieces.push(piece);
      if (isFinal) resolve();
    };
  });
  await addEntry(zip, 'README.txt', strToU8(readme), true);
  for (const [name, records] of Object.entries(bundle.kinds)) {
    await addEntry(zip, name, strToU8(`${JSON.stringify(records, null, 2)}\n`), true);
  }
  for (const file of bundle.files) {
    const stored = await db.selectFrom('files').select('bytes').where('id', '=', file.fileId).executeTakeFirst();
    if (stored) await addEntry(zip, file.path, new Uint8Array(stored.bytes), false);
  }
  zip.end();
  await finished;
  return { pieces, size: pieces.reduce((total, piece) => total + piece.length, 0) };
}
