import type { Db } from '../db/connect';
import { nowInstant } from '../db/values';

/** Stores a file's bytes with its name and media type; every file of the portal lives in the database. */
export async function createFile(db: Db, file: { name: string; mediaType: string; bytes: Buffer }): Promise<number> {
  const row = await db
    .insertInto('files')
    .values({ name: file.name, media_type: file.mediaType, size: file.bytes.length, bytes: file.bytes, created_at: nowInstant() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
