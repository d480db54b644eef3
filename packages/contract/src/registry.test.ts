import { describe, expect, it } from 'vitest';
import { ZCertificateUpload, isAbsence, isLateness } from './registry';

describe('registry statuses', () => {
  it('treats only ABSENT as an absence', () => {
    expect(isAbsence('ABSENT')).toBe(true);
    expect(isAbsence('absent')).toBe(false);
    expect(isAbsence('present')).toBe(false);
    expect(isAbsence('temporarily absent')).toBe(false);
  });

  it('treats late and arrives texts as lateness', () => {
    expect(isLateness('late 10 min')).toBe(true);
    expect(isLateness('arrives at 09:20')).toBe(true);
    expect(isLateness('early departure')).toBe(false);
    expect(isLateness('school event')).toBe(false);
    expect(isLateness('lateral')).toBe(false);
  });
});

describe('ZCertificateUpload', () => {
  const add = {
    absenceId: '12',
    certificate: 'true',
    certificate_name: 'note.pdf',
    certificate_size: '10',
    certificate_type: 'application/pdf',
    certificate_contents: 'data:application/pdf;base64,JVBERi0=',
  };

  it('reads multipart text fields, numbers included', () => {
    expect(ZCertificateUpload.parse(add)).toMatchObject({ absenceId: 12, certificate_size: 10 });
    expect(ZCertificateUpload.parse({ absenceId: '12', certificate: 'false' })).toEqual({ absenceId: 12, certificate: 'false' });
  });

  it('refuses extra fields, a missing file and contents that are not a data URL', () => {
    expect(ZCertificateUpload.safeParse({ ...add, extra: 'x' }).success).toBe(false);
    expect(ZCertificateUpload.safeParse({ absenceId: '12', certificate: 'false', certificate_name: 'x' }).success).toBe(false);
    expect(ZCertificateUpload.safeParse({ ...add, certificate_contents: 'JVBERi0=' }).success).toBe(false);
    expect(ZCertificateUpload.safeParse({ ...add, absenceId: 'abc' }).success).toBe(false);
    expect(ZCertificateUpload.safeParse({ ...add, certificate: 'yes' }).success).toBe(false);
  });
});
