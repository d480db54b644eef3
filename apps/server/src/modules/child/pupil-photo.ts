import { PUPIL_PHOTO_MAX_BYTES } from '@carnet/contract';
import type { Db } from '../../db/connect';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { sniffMediaType } from '../../lib/file-type';
import { createFile } from '../../lib/files';
import { DEFAULT_AVATAR_PNG } from '../../lib/png';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import { pupilNotFound } from './pupils.service';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The request body's limit: the data URL of the largest photo, its prefix and the JSON around it. */
export const PUPIL_PHOTO_BODY_LIMIT = Math.ceil(PUPIL_PHOTO_MAX_BYTES / 3) * 4 + 1024;

/** The photo's bytes from its data URL; only the bytes decide its type (PNG or JPEG, not a PDF). */
function decodePhoto(dataUrl: string): { mediaType: 'image/png' | 'image/jpeg'; bytes: Buffer } {
  const payload = dataUrl.slice(dataUrl.indexOf(',') + 1);
  if (payload.length % 4 !== 0 || !BASE64.test(payload)) throw new AppError('VALIDATION_ERROR', 'people.notBase64');
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  if ((payload.length / 4) * 3 - padding > PUPIL_PHOTO_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'people.photoTooLarge');
  const bytes = Buffer.from(payload, 'base64');
  const mediaType = sniffMediaType(bytes);
  if (mediaType !== 'image/png' && mediaType !== 'image/jpeg') throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'people.photoType');
  return { mediaType, bytes };
}

/** Stores a new photo for the pupil; the old file stays (files are never rewritten), the audit names both. */
export async function setPupilPhoto(db: Db, actor: Actor, pupilId: number, dataUrl: string): Promise<void> {
  const photo = decodePhoto(dataUrl);
  await inTransaction(db, async (trx) => {
    const pupil = await trx.selectFrom('children').select(['id', 'picture_file_id']).where('id', '=', pupilId).executeTakeFirst();
    if (!pupil) throw pupilNotFound();
    const extension = photo.mediaType === 'image/png' ? 'png' : 'jpg';
    const fileId = await createFile(trx, { name: `pupil-${pupilId}.${extension}`, mediaType: photo.mediaType, bytes: photo.bytes });
    await trx.updateTable('children').set({ picture_file_id: fileId }).where('id', '=', pupilId).execute();
    await recordAudit(trx, actor, {
      action: 'update',
      entity: 'pupil-photo',
      entityId: pupilId,
      childId: pupilId,
      before: { picture_file_id: pupil.picture_file_id },
      after: { picture_file_id: fileId, media_type: photo.mediaType, size: photo.bytes.length },
    });
  });
}

/** The office sees any pupil's photo (the family route shows only one's own); the default avatar when none. */
export async function getPupilPhoto(db: Db, pupilId: number): Promise<{ mediaType: string; bytes: Buffer }> {
  const row = await db
    .selectFrom('children')
    .leftJoin('files', 'files.id', 'children.picture_file_id')
    .select(['files.media_type', 'files.bytes'])
    .where('children.id', '=', pupilId)
    .executeTakeFirst();
  if (!row) throw pupilNotFound();
  if (row.media_type === null || row.bytes === null) return { mediaType: 'image/png', bytes: DEFAULT_AVATAR_PNG };
  return { mediaType: row.media_type, bytes: Buffer.from(row.bytes) };
}
