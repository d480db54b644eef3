import * as z from 'zod/mini';
import { ZId, ZInstant } from '../common';
import { ZSchoolYear } from '../files';
import { ZAudience, ZAudienceKind } from './audience';

/** The office's publishing calls (decision 063), all under /api/staff/publications. */
export const publishingPaths = {
  /** GET ?kind=newsletter|document|report: past publications, newest first. */
  publications: '/api/staff/publications',
  newsletters: '/api/staff/publications/newsletters',
  documents: '/api/staff/publications/documents',
  reportsPreview: '/api/staff/publications/reports/preview',
  reports: '/api/staff/publications/reports',
  withdraw: '/api/staff/publications/:id/withdraw',
} as const;
export const withdrawPublicationPath = (id: number) => publishingPaths.withdraw.replace(':id', String(id));

export const PUBLICATION_KINDS = ['newsletter', 'document', 'report'] as const;
export const ZPublicationKind = z.enum(PUBLICATION_KINDS);
export type TPublicationKind = z.infer<typeof ZPublicationKind>;

/** The document types families see as tabs on their documents screen. */
export const DOCUMENT_TYPES = ['Invoice', 'Letter', 'School certificate', 'Other'] as const;
export const ZDocumentType = z.enum(DOCUMENT_TYPES);

/** Each uploaded PDF holds at most 5 MB (architecture: uploads), sent as base64 in the JSON body. */
export const PUBLISH_FILE_MAX_BYTES = 5 * 1024 * 1024;
const BASE64_MAX_CHARS = Math.ceil(PUBLISH_FILE_MAX_BYTES / 3) * 4;
/** The reports of at most this many pupils go in one request (a year group), and at most this many bytes of PDF in all. */
export const REPORT_FILES_MAX = 200;
export const REPORTS_REQUEST_MAX_BYTES = 25 * 1024 * 1024;

const ZTitle = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
const ZFileName = z.string().check(z.minLength(1), z.maxLength(255));
const ZBase64 = z
  .string()
  .check(z.maxLength(BASE64_MAX_CHARS, 'The file is larger than 5 MB'), z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Expected base64'));

export const ZUploadedPdf = z.strictObject({ name: ZFileName, data: ZBase64 });
export type TUploadedPdf = z.infer<typeof ZUploadedPdf>;

export const ZPublishNewsletter = z.strictObject({ title: ZTitle, audience: ZAudience, file: ZUploadedPdf });
export type TPublishNewsletter = z.infer<typeof ZPublishNewsletter>;

/** One document per pupil the audience reaches, for the parents only (as today). */
export const ZPublishDocument = z.strictObject({ title: ZTitle, type: ZDocumentType, audience: ZAudience, file: ZUploadedPdf });
export type TPublishDocument = z.infer<typeof ZPublishDocument>;

/**
 * How report files are matched to pupils: `{lastName}` and `{firstName}` stand for the pupil's
 * names, `*` for anything; accents and case do not count. E.g. '{lastName}_{firstName}.pdf'.
 */
export const ZReportPattern = z.string().check(
  z.minLength(1),
  z.maxLength(100),
  z.refine((p) => p.includes('{lastName}') || p.includes('{firstName}'), 'The pattern must contain the last name or the first name'),
);
export const REPORT_PATTERNS = ['{lastName}_{firstName}.pdf', '{lastName} {firstName}*.pdf', '{firstName}_{lastName}.pdf'] as const;

export const ZReportsPreviewRequest = z.strictObject({
  pattern: ZReportPattern,
  fileNames: z.array(ZFileName).check(z.minLength(1), z.maxLength(REPORT_FILES_MAX)),
});
export type TReportsPreviewRequest = z.infer<typeof ZReportsPreviewRequest>;

const ZPupilRef = z.object({ id: ZId, name: z.string(), className: z.string() });
export type TPupilRef = z.infer<typeof ZPupilRef>;
/** Before publishing: which file goes to which pupil, and which files match nobody or several pupils. */
export const ZReportsPreview = z.object({
  matches: z.array(z.object({ fileName: z.string(), pupil: ZPupilRef })),
  unmatched: z.array(z.string()),
  ambiguous: z.array(z.object({ fileName: z.string(), pupils: z.array(ZPupilRef) })),
  /** A pupil two files matched: neither is published until the office removes one. */
  duplicates: z.array(z.object({ pupil: ZPupilRef, fileNames: z.array(z.string()) })),
});
export type TReportsPreview = z.infer<typeof ZReportsPreview>;

export const ZPublishReports = z.strictObject({
  title: ZTitle,
  year: ZSchoolYear,
  files: z.array(z.strictObject({ childId: ZId, name: ZFileName, data: ZBase64 })).check(z.minLength(1), z.maxLength(REPORT_FILES_MAX)),
});
export type TPublishReports = z.infer<typeof ZPublishReports>;

export const ZPublicationsQuery = z.strictObject({ kind: ZPublicationKind });

/** A past publication as the office lists it. */
export const ZPublication = z.object({
  id: ZId,
  kind: ZPublicationKind,
  title: z.string(),
  /** Who it was for: the kind of audience and the names it chose (classes, groups, pupils). */
  audience: z.object({ kind: ZAudienceKind, names: z.array(z.string()) }),
  createdAt: ZInstant,
  createdBy: z.string(),
  pupilsReached: z.number(),
  accountsReached: z.number(),
  withdrawnAt: z.nullable(ZInstant),
  withdrawnBy: z.nullable(z.string()),
});
export type TPublication = z.infer<typeof ZPublication>;
export const ZPublicationList = z.array(ZPublication);

/** GET /api/staff/audience/pupils?q=: the audience picker's pupil search (by first or last name). */
export const audiencePupilsPath = '/api/staff/audience/pupils';
export const AUDIENCE_PUPILS_MAX = 20;
export const ZAudiencePupilsQuery = z.strictObject({ q: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)) });
export const ZAudiencePupilList = z.array(ZPupilRef);
