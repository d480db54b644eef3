import * as z from 'zod/mini';
import { ZId, ZInstant, ZIsoDate } from '../common';
import type { TPublicationKind } from './publishing';
import type { TRetentionKind } from './retention';

/**
 * What a line of the audit log says was done. The server writes only these, and the office's page must
 * name each one in both languages: both are typed by this list, so a new action fails the type check
 * until it has its words.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'remove',
  'move',
  'deactivate',
  'reactivate',
  'publish',
  'withdraw',
  'read',
  'invite',
  'print',
  'resend',
  'import',
  'export',
  'purge',
  'roll',
  'reopen',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of record a line is about, as written by the server (a publication's, a retention's or a conduct kind too). */
export const AUDIT_RECORDS = [
  'pupil',
  'family',
  'family-member',
  'family-preview',
  'pupil-photo',
  'teacher',
  'account',
  'letters',
  'medical',
  'allergies',
  'certificate',
  'absence',
  'register',
  'concern',
  'booking',
  'evening',
  'form',
  'class',
  'yearGroup',
  'term',
  'termDate',
  'teachingGroup',
  'teachingGroupPupil',
  'lesson',
  'lessonSeries',
  'lunchMenu',
  'email',
  'roster',
  'retention',
  'schoolYear',
  'absenceNotices',
  'reward',
  'sanction',
  'conversation',
  'message',
  'messagingSettings',
  'messagingPause',
  'messageReport',
  'announcement',
  'leaveRequest',
  'lessonNote',
  // Marks (decision 114): an assessment, the school's list of competencies, the release settings.
  'assessment',
  'competency',
  'marksSettings',
  'appreciation',
  'termReport',
] as const;
export type TAuditEntity = (typeof AUDIT_RECORDS)[number] | TPublicationKind | TRetentionKind;

/** A field a line changed, with its label in the reader's language ('' for a value that is not a record). */
export const ZAuditChange = z.object({
  field: z.string(),
  label: z.string(),
  before: z.nullable(z.string()),
  after: z.nullable(z.string()),
});
export type TAuditChange = z.infer<typeof ZAuditChange>;

/** One line of the audit log: who did or read what, when, with the record before and after. */
export const ZAuditEntry = z.object({
  id: ZId,
  at: ZInstant,
  userId: ZId,
  userName: z.string(),
  /** 'create', 'update', 'deactivate', 'publish', 'withdraw', 'read', … */
  action: z.string(),
  /** The kind of record: 'pupil', 'family', 'newsletter', 'medical', … */
  entity: z.string(),
  entityId: z.nullable(z.number()),
  pupilId: z.nullable(z.number()),
  pupilName: z.nullable(z.string()),
  before: z.nullable(z.unknown()),
  after: z.nullable(z.unknown()),
  /** The line as one sentence in the reader's language, with names: 'Nadia Roux excused Léa Martin’s absence of 26 November'. */
  sentence: z.string(),
  /** The fields it changed, labelled in the reader's language. */
  changes: z.array(ZAuditChange),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

const auditFilters = {
  userId: z.optional(z.pipe(z.string().check(z.regex(/^[1-9]\d{0,9}$/)), z.coerce.number<string>())),
  pupilId: z.optional(z.pipe(z.string().check(z.regex(/^[1-9]\d{0,9}$/)), z.coerce.number<string>())),
  from: z.optional(ZIsoDate),
  to: z.optional(ZIsoDate),
  action: z.optional(z.enum(AUDIT_ACTIONS)),
};
export const ZAuditQuery = z.strictObject({
  ...auditFilters,
  page: z.optional(z.pipe(z.string().check(z.regex(/^[1-9]\d{0,5}$/)), z.coerce.number<string>())),
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

/** The formats an export comes in: a workbook, or CSV with the separator of the reader's language. */
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export const ZExportFormat = z.enum(EXPORT_FORMATS);
export type TExportFormat = z.infer<typeof ZExportFormat>;

/** GET the audit log's export: the same filters as the page, every matching line (up to AUDIT_EXPORT_MAX). */
export const ZAuditExportQuery = z.strictObject({ ...auditFilters, format: ZExportFormat });
export type TAuditExportQuery = z.infer<typeof ZAuditExportQuery>;
export const AUDIT_EXPORT_MAX = 20_000;

export const ZAuditPage = z.object({ entries: z.array(ZAuditEntry), total: z.number(), page: z.number(), pageSize: z.number() });
export type TAuditPage = z.infer<typeof ZAuditPage>;
