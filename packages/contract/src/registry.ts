import * as z from 'zod/mini';
import { ZId, ZIdText, ZInstant } from './common';

export const ZRegistryItem = z.object({
  id: ZId,
  date: ZInstant,
  /** ABSENT, present, school event, or a text starting with early, temporarily, arrives or late. */
  statut: z.string(),
  excused: z.boolean(),
  subject: z.nullable(z.object({ name: z.string(), teachingGroup: z.string() })),
  certificate: z.nullable(z.object({ title: z.string() })),
  child: z.object({ id: ZId }),
});
export type TRegistryItem = z.infer<typeof ZRegistryItem>;
export const ZRegistryList = z.array(ZRegistryItem);

/**
 * GET /api/registry answers the entries of the current and previous school year (previousSchoolYearStart);
 * older ones come a page of at most this many at a time, through the answer's `Link` header (rel="next").
 */
export const REGISTRY_PAGE_LIMIT = 100;

export const ABSENT_STATUS = 'ABSENT';

/** Only a real absence can carry a certificate, and the family is told of it. */
export const isAbsence = (statut: string): boolean => statut === ABSENT_STATUS;

/** Lateness reads 'late 10 min' or 'arrives at 09:20'; the family is told of it too. */
export const isLateness = (statut: string): boolean => /^(late|arrives)\b/i.test(statut);

export const CERTIFICATE_MAX_BYTES = 5 * 1024 * 1024;
export const CERTIFICATE_MEDIA_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/**
 * POST /api/registry/certificate, sent as multipart/form-data text fields.
 * Adding: certificate='true' with the file as a base64 data URL; removing: certificate='false'.
 */
export const ZCertificateUpload = z.discriminatedUnion('certificate', [
  z.strictObject({
    absenceId: ZIdText,
    certificate: z.literal('true'),
    certificate_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
    certificate_size: z.coerce.number().check(z.int(), z.nonnegative()),
    certificate_type: z.string().check(z.maxLength(100)),
    certificate_contents: z.string().check(z.regex(/^data:[\w.+-]+\/[\w.+-]+;base64,/, 'Expected a base64 data URL')),
  }),
  z.strictObject({
    absenceId: ZIdText,
    certificate: z.literal('false'),
  }),
]);
export type TCertificateUpload = z.infer<typeof ZCertificateUpload>;
