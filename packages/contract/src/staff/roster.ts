import * as z from 'zod/mini';
import { ZId, ZInstant } from '../common';

/**
 * The school's data from its management system (decision 069): a OneRoster CSV export (1.1 or 1.2) as a
 * `.zip`, checked first (a dry run writes nothing) and then applied in one transaction.
 */
export const rosterPaths = {
  /** POST {name, data (base64 zip), dryRun}: the report, or 400 ROSTER_INVALID with every problem. */
  import: '/api/staff/roster/import',
  /** GET: the imports applied so far, newest first. */
  imports: '/api/staff/roster/imports',
} as const;

/** A OneRoster zip holds at most this many bytes (a school of 2,000 pupils zips to about 1 MB). */
export const ROSTER_ZIP_MAX_BYTES = 20 * 1024 * 1024;
const BASE64_MAX_CHARS = Math.ceil(ROSTER_ZIP_MAX_BYTES / 3) * 4;

export const ONEROSTER_VERSIONS = ['1.1', '1.2'] as const;
export const ZOneRosterVersion = z.enum(ONEROSTER_VERSIONS);
export type TOneRosterVersion = z.infer<typeof ZOneRosterVersion>;

/** What an import creates, updates or deactivates in Carnet, in the order the report lists them. */
export const ROSTER_KINDS = [
  'terms',
  'yearGroups',
  'classes',
  'teachingGroups',
  'teachers',
  'families',
  'pupils',
  'guardians',
  'enrollments',
  'accounts',
] as const;
export const ZRosterKind = z.enum(ROSTER_KINDS);
export type TRosterKind = z.infer<typeof ZRosterKind>;

export const ZRosterImportRequest = z.strictObject({
  name: z.string().check(z.minLength(1), z.maxLength(255)),
  data: z
    .string()
    .check(z.maxLength(BASE64_MAX_CHARS, 'The file is larger than 20 MB'), z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Expected base64')),
  dryRun: z.boolean(),
});
export type TRosterImportRequest = z.infer<typeof ZRosterImportRequest>;

const ZCount = z.number().check(z.int(), z.minimum(0));

export const ZRosterKindCounts = z.object({
  kind: ZRosterKind,
  created: ZCount,
  updated: ZCount,
  deactivated: ZCount,
  unchanged: ZCount,
});
export type TRosterKindCounts = z.infer<typeof ZRosterKindCounts>;

/** One thing wrong in the file: where (file, line, column) and what. */
export const ZRosterProblem = z.object({
  file: z.string(),
  /** 1-based line in the file as a spreadsheet shows it (the header is line 1); null for the file as a whole. */
  line: z.nullable(z.number()),
  column: z.nullable(z.string()),
  message: z.string(),
});
export type TRosterProblem = z.infer<typeof ZRosterProblem>;

export const ZRosterReport = z.object({
  version: ZOneRosterVersion,
  isDryRun: z.boolean(),
  /** One line per kind, in ROSTER_KINDS order. */
  counts: z.array(ZRosterKindCounts),
  /** Invitation e-mails queued for accounts that have a new address and were never invited (on a dry run: that would be). */
  invitations: ZCount,
  /** Accounts created without an e-mail address: the office prints them a letter. */
  accountsWithoutEmail: ZCount,
  /** Rows Carnet has no use for (administrators, aides, other organisations' records), by count. */
  ignoredRows: ZCount,
  /** The import's id in the history; null on a dry run. */
  importId: z.nullable(ZId),
  /**
   * What the import did not decide alone (decision 098): a source guardian who could be more than one
   * contact the office made by hand was made anew, never merged; the office checks the family.
   */
  notices: z.array(ZRosterProblem),
});
export type TRosterReport = z.infer<typeof ZRosterReport>;

/** A refused file: 400 with every problem found, and nothing written. */
export const ZRosterInvalid = z.object({
  code: z.literal('ROSTER_INVALID'),
  message: z.string(),
  problems: z.array(ZRosterProblem),
});
export type TRosterInvalid = z.infer<typeof ZRosterInvalid>;

export const ZRosterImportSummary = z.object({
  id: ZId,
  at: ZInstant,
  /** The office member who applied it, or '' when it came from the command line. */
  by: z.string(),
  fileName: z.string(),
  version: ZOneRosterVersion,
  counts: z.array(ZRosterKindCounts),
  invitations: ZCount,
});
export type TRosterImportSummary = z.infer<typeof ZRosterImportSummary>;
export const ZRosterImportList = z.array(ZRosterImportSummary);
