import type { Db } from '../../db/connect';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { assertOwnChild } from '../../lib/own-children';
import { DEFAULT_AVATAR_PNG } from '../../lib/png';

export type Picture = { mediaType: string; bytes: Buffer };
export type PictureOwner = { entityType: 'teacher' | 'child'; entityId: number };

const DEFAULT_PICTURE: Picture = { mediaType: 'image/png', bytes: DEFAULT_AVATAR_PNG };

/**
 * The picture of a teacher (any signed-in user may see one) or of a child (only the caller's own:
 * any other id answers 404, as a missing one does). An existing person without a picture gets the
 * default avatar, so the client always has something to show.
 */
export async function getPicture(db: Db, actor: Actor, owner: PictureOwner): Promise<Picture> {
  if (owner.entityType === 'child') assertOwnChild(actor, owner.entityId, 'Picture');
  const table = owner.entityType === 'teacher' ? 'teachers' : 'children';
  const row = await db
    .selectFrom(table)
    .leftJoin('files', 'files.id', `${table}.picture_file_id`)
    .select(['files.media_type', 'files.bytes'])
    .where(`${table}.id`, '=', owner.entityId)
    .executeTakeFirst();
  if (!row) throw notFound('Picture');
  if (row.media_type === null || row.bytes === null) return DEFAULT_PICTURE;
  return { mediaType: row.media_type, bytes: Buffer.from(row.bytes) };
}
