import type { FastifyReply } from 'fastify';
import type { Db } from '../db/connect';
import { notFound } from './app-error';

/** The last path segment, without control characters or quotes: safe to put in `filename*` (UTF-8, encoded). */
export function displayFileName(name: string, fallback = 'file'): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 150);
  return cleaned || fallback;
}

/** Keeps a file name to safe ASCII characters, so it cannot break a header or name a path. */
export function safeFileName(name: string, fallback = 'file'): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w .()-]+/g, '_')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 120);
  return cleaned || fallback;
}

export type StoredFile = { name: string; media_type: string; bytes: Buffer };

export async function loadFile(db: Db, fileId: number): Promise<StoredFile> {
  const file = await db.selectFrom('files').select(['name', 'media_type', 'bytes']).where('id', '=', fileId).executeTakeFirst();
  if (!file) throw notFound('File');
  return file;
}

/**
 * Sends stored bytes as a download: the media type it was stored with, a safe
 * Content-Disposition name, and no caching by shared proxies (these are children's files).
 */
export function sendFile(reply: FastifyReply, file: StoredFile, downloadName: string, disposition: 'attachment' | 'inline' = 'attachment') {
  // Plain ASCII for old clients, the real title (accents, commas) for every current browser.
  const asciiName = safeFileName(downloadName);
  const fullName = displayFileName(downloadName, asciiName);
  return reply
    .header('Content-Type', file.media_type)
    .header('Content-Disposition', `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fullName)}`)
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(file.bytes));
}
