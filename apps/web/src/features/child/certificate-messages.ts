import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CERTIFICATE_MAX_BYTES, CERTIFICATE_MEDIA_TYPES } from '@carnet/contract';
import { ApiError } from '../../lib/api-error';

export const CERTIFICATE_ADDED = msg`Certificate added successfully`;
export const CERTIFICATE_DELETED = msg`Certificate deleted successfully`;

// The spec sets no upload limits and names no failure toast for certificates: these say why, plainly.
export const CERTIFICATE_TOO_LARGE = msg`This file is too large: a certificate can be at most 5 MB.`;
export const CERTIFICATE_WRONG_TYPE = msg`This file type is not accepted: please choose a PDF, JPEG or PNG file.`;
export const CERTIFICATE_NOT_ABSENCE = msg`Only an absence can carry a certificate.`;
export const CERTIFICATE_ADD_FAILED = msg`The certificate could not be added. Please try again.`;
export const CERTIFICATE_REMOVE_FAILED = msg`The certificate could not be deleted. Please try again.`;

/** Why the server refused a certificate (413, 415, 409), or the general failure. */
export function certificateFailureMessage(error: unknown, action: 'add' | 'remove'): MessageDescriptor {
  if (error instanceof ApiError) {
    if (error.status === 413) return CERTIFICATE_TOO_LARGE;
    if (error.status === 415) return CERTIFICATE_WRONG_TYPE;
    if (error.status === 409) return CERTIFICATE_NOT_ABSENCE;
  }
  return action === 'add' ? CERTIFICATE_ADD_FAILED : CERTIFICATE_REMOVE_FAILED;
}

/**
 * The checks the browser can make before reading the file, so a 40 MB photo is not encoded and
 * sent only to be refused; the server still checks the bytes themselves.
 */
export function checkCertificateFile(file: { size: number; type: string }): MessageDescriptor | null {
  if (file.size > CERTIFICATE_MAX_BYTES) return CERTIFICATE_TOO_LARGE;
  // Some systems give no type at all; the server then decides from the bytes.
  if (file.type && !(CERTIFICATE_MEDIA_TYPES as readonly string[]).includes(file.type)) return CERTIFICATE_WRONG_TYPE;
  return null;
}
