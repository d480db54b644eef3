import { MESSAGE_FILE_MAX_BYTES, type TMessageFileUpload } from '@carnet/contract';
import { AppError, badRequest } from '../../lib/app-error';
import { sniffMediaType, storedFileName, type UploadMediaType } from '../../lib/file-type';

export type MessageFile = { name: string; mediaType: UploadMediaType; bytes: Buffer };

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Room for each attachment's base64 text and its data URL prefix, so the route's body limit admits the largest message. */
export const MESSAGE_FILE_MAX_BASE64_CHARS = Math.ceil(MESSAGE_FILE_MAX_BYTES / 3) * 4 + 256;

/**
 * Turns an attachment's data URL into the bytes to store, checked like the certificate upload: only the
 * bytes decide the type (lib/file-type.ts), never the name nor the declared type; 10 MB at most.
 */
export function decodeMessageFile(upload: TMessageFileUpload): MessageFile {
  const payload = upload.contents.slice(upload.contents.indexOf(',') + 1);
  if (payload.length % 4 !== 0 || !BASE64.test(payload)) throw badRequest('messages.fileNotBase64', { name: upload.name });
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  if ((payload.length / 4) * 3 - padding > MESSAGE_FILE_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'messages.fileTooLarge', { name: upload.name });
  }
  const bytes = Buffer.from(payload, 'base64');
  const mediaType = sniffMediaType(bytes);
  if (!mediaType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'messages.fileType', { name: upload.name });
  return { name: storedFileName(upload.name, mediaType), mediaType, bytes };
}
