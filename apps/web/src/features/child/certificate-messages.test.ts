import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import {
  CERTIFICATE_ADD_FAILED,
  CERTIFICATE_NOT_ABSENCE,
  CERTIFICATE_REMOVE_FAILED,
  CERTIFICATE_TOO_LARGE,
  CERTIFICATE_WRONG_TYPE,
  certificateFailureMessage,
  checkCertificateFile,
} from './certificate-messages';

describe('certificate refusals', () => {
  it('says why the server refused the file', () => {
    expect(certificateFailureMessage(new ApiError(413, 'PAYLOAD_TOO_LARGE', 'x'), 'add')).toBe(CERTIFICATE_TOO_LARGE);
    expect(certificateFailureMessage(new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'x'), 'add')).toBe(CERTIFICATE_WRONG_TYPE);
    expect(certificateFailureMessage(new ApiError(409, 'NOT_AN_ABSENCE', 'x'), 'add')).toBe(CERTIFICATE_NOT_ABSENCE);
  });

  it('falls back to a general message for anything else', () => {
    expect(certificateFailureMessage(new ApiError(500, 'INTERNAL', 'x'), 'add')).toBe(CERTIFICATE_ADD_FAILED);
    expect(certificateFailureMessage(new TypeError('Failed to fetch'), 'remove')).toBe(CERTIFICATE_REMOVE_FAILED);
  });

  it('refuses in the browser a file over 5 MB or of another type, before reading it', () => {
    expect(checkCertificateFile({ size: 5 * 1024 * 1024 + 1, type: 'application/pdf' })).toBe(CERTIFICATE_TOO_LARGE);
    expect(checkCertificateFile({ size: 100, type: 'image/gif' })).toBe(CERTIFICATE_WRONG_TYPE);
    expect(checkCertificateFile({ size: 5 * 1024 * 1024, type: 'application/pdf' })).toBeNull();
    expect(checkCertificateFile({ size: 100, type: 'image/png' })).toBeNull();
    // No declared type: the server decides from the bytes.
    expect(checkCertificateFile({ size: 100, type: '' })).toBeNull();
  });
});
