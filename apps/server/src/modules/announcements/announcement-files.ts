import type { TAnnouncement } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { notFound } from '../../lib/app-error';
import type { StoredFile } from '../../lib/download';

/** The attachments of an announcement, as a message's are listed (decision 102). */
export async function filesOf(db: Db, announcementId: number): Promise<TAnnouncement['files']> {
  const rows = await db
    .selectFrom('announcement_files')
    .innerJoin('files', 'files.id', 'announcement_files.file_id')
    .select(['files.id', 'files.name', 'files.media_type', 'files.size'])
    .where('announcement_files.announcement_id', '=', announcementId)
    .orderBy('files.id')
    .execute();
  return rows.map((f) => ({ id: f.id, name: f.name, mediaType: f.media_type, size: f.size }));
}

/** One attachment, when the caller reads its announcement (`reachable`); 404 otherwise, as for a file that does not exist. */
export async function findAnnouncementFile(
  db: Db,
  fileId: number,
  reachable: (announcementId: number) => Promise<boolean>,
): Promise<StoredFile> {
  const file = await db
    .selectFrom('announcement_files')
    .innerJoin('files', 'files.id', 'announcement_files.file_id')
    .select(['announcement_files.announcement_id', 'files.name', 'files.media_type', 'files.bytes'])
    .where('files.id', '=', fileId)
    .executeTakeFirst();
  if (!file || !(await reachable(file.announcement_id))) throw notFound('File');
  return file;
}
