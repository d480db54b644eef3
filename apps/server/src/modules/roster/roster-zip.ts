import path from 'node:path';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../../lib/app-error';

/** At most this many bytes of CSV once unzipped: a zip bomb stops here, a real school is far below. */
const UNZIPPED_MAX_BYTES = 200 * 1024 * 1024;

/** yauzl checks nothing of the sizes here: the counting below does, so a lie answers 413, not a library error. */
const OPTIONS = { lazyEntries: true, validateEntrySizes: false, autoClose: false } as const;
/** Inflated in pieces of 1 MB: zlib's 16 KB made a trip between the pool and the loop for every 16 KB (4 s for 150 MB). */
const INFLATE_CHUNK_BYTES = 1024 * 1024;
const STORED = 0;
const DEFLATED = 8;

const decoder = new TextDecoder('utf-8');
const notZip = () => new AppError('VALIDATION_ERROR', 'roster.notZip');

/**
 * The CSV files of a `.zip` (in memory from the console, on disk from the command line), by name,
 * whether they sit at its root or in one folder inside it (exports do both); other entries are left
 * aside. Decision 082: the declared sizes are added up before anything is unzipped, and each entry's
 * inflated bytes are counted as they stream and stopped past its declared size, so an archive never
 * inflates past the limit whatever its headers say; the inflating runs in zlib's thread pool, never on
 * the request loop.
 */
export async function unzipCsvFiles(zip: Buffer | { file: string }): Promise<Map<string, string>> {
  const archive = await (Buffer.isBuffer(zip) ? yauzl.fromBufferPromise(zip, OPTIONS) : yauzl.openPromise(zip.file, OPTIONS)).catch(() =>
    Promise.reject(notZip()),
  );
  try {
    const entries = await csvEntries(archive);
    const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (declared > UNZIPPED_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'roster.unzippedTooLarge');
    const files = new Map<string, string>();
    for (const entry of entries) files.set(path.posix.basename(entry.fileName), decoder.decode(await inflate(archive, entry)));
    return files;
  } finally {
    archive.close();
  }
}

async function csvEntries(archive: ZipFile): Promise<Entry[]> {
  const entries: Entry[] = [];
  try {
    for await (const entry of archive.eachEntry()) {
      const name = entry.fileName.toLowerCase();
      if (name.endsWith('.csv') && !name.includes('__macosx')) entries.push(entry);
    }
  } catch {
    throw notZip();
  }
  return entries;
}

async function inflate(archive: ZipFile, entry: Entry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of await openEntry(archive, entry)) {
      size += (chunk as Buffer).length;
      // Leaving the loop destroys the stream: nothing more is inflated.
      if (size > entry.uncompressedSize) throw new AppError('PAYLOAD_TOO_LARGE', 'roster.unzippedLargerThanDeclared');
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    throw error instanceof AppError ? error : notZip();
  }
  if (size !== entry.uncompressedSize) throw notZip();
  return Buffer.concat(chunks, size);
}

/** The entry's bytes as they inflate; yauzl hands over the raw data, zlib inflates it in its thread pool. */
async function openEntry(archive: ZipFile, entry: Entry): Promise<Readable> {
  if (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED) throw notZip();
  const raw = await archive.openReadStreamPromise(entry, { decodeFileData: false });
  if (entry.compressionMethod === STORED) return raw;
  const inflater = zlib.createInflateRaw({ chunkSize: INFLATE_CHUNK_BYTES });
  raw.on('error', (error) => inflater.destroy(error));
  inflater.on('close', () => raw.destroy());
  return raw.pipe(inflater);
}
