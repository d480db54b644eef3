import { HOMEWORK_FILES_MAX, type TMessageFileUpload } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { badRequest } from '../../lib/app-error';
import { createFile } from '../../lib/files';
import { decodeMessageFile, type MessageFile } from '../messages/message-files';

/**
 * Attachments of lesson notes and homework: the messages' rule (PDF, JPEG or PNG by their bytes, 10 MB
 * each), decoded before any write so that one bad file refuses the whole request and nothing is written.
 */
export const decodeHomeworkFiles = (files: readonly TMessageFileUpload[] | undefined): MessageFile[] =>
  (files ?? []).map(decodeMessageFile);

/** Which of the item's files to keep: each must be one of its own (400 otherwise); the total stays within the limit. */
export function keptFiles(existing: readonly number[], keepFileIds: readonly number[] | undefined, added: number): number[] {
  const keep = keepFileIds ?? existing;
  if (keep.some((id) => !existing.includes(id))) throw badRequest('homework.unknownFile');
  const kept = [...new Set(keep)];
  if (kept.length + added > HOMEWORK_FILES_MAX) throw badRequest('homework.tooManyFiles', { max: HOMEWORK_FILES_MAX });
  return kept;
}

/** Stores the new files and answers their ids, inside the caller's transaction. */
export async function storeFiles(trx: Db, files: readonly MessageFile[]): Promise<number[]> {
  const ids: number[] = [];
  for (const file of files) ids.push(await createFile(trx, file));
  return ids;
}

/** The files (id, name, type, size) of these ids, for the answers. */
export async function describeFiles(db: Db, links: ReadonlyArray<{ owner: number; file_id: number }>) {
  const byOwner = new Map<number, Array<{ id: number; name: string; mediaType: string; size: number }>>();
  if (links.length === 0) return byOwner;
  const rows = await db
    .selectFrom('files')
    .select(['id', 'name', 'media_type', 'size'])
    .where(
      'id',
      'in',
      links.map((l) => l.file_id),
    )
    .execute();
  const files = new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, mediaType: r.media_type, size: Number(r.size) }]));
  for (const link of links) {
    const file = files.get(link.file_id);
    if (!file) continue;
    byOwner.set(link.owner, [...(byOwner.get(link.owner) ?? []), file]);
  }
  return byOwner;
}

/** The files of these homework, by homework id. */
export async function homeworkFilesOf(db: Db, homeworkIds: readonly number[]) {
  if (homeworkIds.length === 0) return new Map<number, Array<{ id: number; name: string; mediaType: string; size: number }>>();
  const links = await db
    .selectFrom('homework_files')
    .select(['homework_id as owner', 'file_id'])
    .where('homework_id', 'in', homeworkIds)
    .orderBy('file_id')
    .execute();
  return describeFiles(db, links);
}

/** The files of these lesson notes, by note id. */
export async function noteFilesOf(db: Db, noteIds: readonly number[]) {
  if (noteIds.length === 0) return new Map<number, Array<{ id: number; name: string; mediaType: string; size: number }>>();
  const links = await db
    .selectFrom('lesson_note_files')
    .select(['note_id as owner', 'file_id'])
    .where('note_id', 'in', noteIds)
    .orderBy('file_id')
    .execute();
  return describeFiles(db, links);
}
