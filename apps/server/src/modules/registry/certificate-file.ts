import { CERTIFICATE_MAX_BYTES } from '@carnet/contract';
import { AppError, badRequest } from '../../lib/app-error';
import { sniffMediaType, storedFileName, type UploadMediaType } from '../../lib/file-type';

export type CertificateFile = { name: string; mediaType: UploadMediaType; bytes: Buffer };

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Characters of the base64 text of the largest certificate, so the multipart limit can admit it. */
export const CERTIFICATE_MAX_BASE64_CHARS = Math.ceil(CERTIFICATE_MAX_BYTES / 3) * 4;

/** The data URL's 'data:application/pdf;base64,' prefix on top of the base64 of a 5 MB file. */
const DATA_URL_PREFIX_CHARS = 256;

/**
 * The most bytes each field of the upload form may hold: room for what the schema admits (255
 * characters of a name, of up to 4 bytes each in UTF-8), and the file's data URL for the one large
 * field. Nothing else is read.
 */
export const CERTIFICATE_FIELD_CAPS = {
  absenceId: 20,
  certificate: 5,
  certificate_name: 255 * 4,
  certificate_size: 20,
  certificate_type: 100 * 4,
  certificate_contents: CERTIFICATE_MAX_BASE64_CHARS + DATA_URL_PREFIX_CHARS,
} as const;

/**
 * Turns the uploaded data URL into the bytes to store. Only the bytes decide: the declared
 * type, the data URL's type and the name's extension are what the sender claims, not what it is.
 */
export function decodeCertificate(input: { certificate_name: string; certificate_contents: string }): CertificateFile {
  const payload = input.certificate_contents.slice(input.certificate_contents.indexOf(',') + 1);
  if (payload.length % 4 !== 0 || !BASE64.test(payload)) throw badRequest('registry.notBase64');
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  if ((payload.length / 4) * 3 - padding > CERTIFICATE_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'registry.certificateTooLarge');
  }
  const bytes = Buffer.from(payload, 'base64');
  const mediaType = sniffMediaType(bytes);
  if (!mediaType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'registry.certificateType');
  return { name: storedFileName(input.certificate_name, mediaType), mediaType, bytes };
}
