import { PUBLISH_FILE_MAX_BYTES, type TUploadedPdf } from '@carnet/contract';
import { AppError } from '../../lib/app-error';
import { sniffMediaType } from '../../lib/file-type';

/**
 * The bytes of an uploaded PDF, checked before anything is stored: a PDF by its magic bytes (not its
 * name), at most 5 MB. The contract already capped the base64 text; this checks the decoded size.
 */
export function readUploadedPdf(upload: TUploadedPdf): Buffer {
  const bytes = Buffer.from(upload.data, 'base64');
  if (bytes.length > PUBLISH_FILE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'publishing.fileTooLarge', { name: upload.name });
  if (sniffMediaType(bytes) !== 'application/pdf') throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'publishing.notPdf', { name: upload.name });
  return bytes;
}
