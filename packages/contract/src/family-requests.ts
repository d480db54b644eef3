import * as z from 'zod/mini';
import { ZId, ZInstant } from './common';
import { addDays } from './dates';
import { ZRealDate } from './staff/calendar';

/**
 * A family's own word on attendance (decision 107): a parent reports an absence (today or days ahead),
 * or asks for leave, which the office grants or refuses. Neither is a registry entry: the roll call
 * keeps what the teacher marks, and the two are set side by side for the office.
 */
export const familyRequestPaths = {
  /** GET: the family's requests, the newest first (FAMILY_REQUEST_LIST_LIMIT). */
  list: '/api/family-requests',
  /** POST ZReportAbsenceRequest (JSON, the certificate as a data URL). */
  absences: '/api/family-requests/absences',
  /** POST ZAskLeaveRequest. */
  leave: '/api/family-requests/leave',
} as const;

export const FAMILY_REQUEST_KINDS = ['absence', 'leave'] as const;
export type TFamilyRequestKind = (typeof FAMILY_REQUEST_KINDS)[number];
export const FAMILY_REQUEST_REASONS = ['ill', 'medical', 'family', 'other'] as const;
export const ZFamilyRequestReason = z.enum(FAMILY_REQUEST_REASONS);
export type TFamilyRequestReason = z.infer<typeof ZFamilyRequestReason>;
/** 'reported': an absence, nothing to decide; leave is 'pending' until the office grants or refuses it. */
export const FAMILY_REQUEST_STATES = ['reported', 'pending', 'granted', 'refused'] as const;
export type TFamilyRequestState = (typeof FAMILY_REQUEST_STATES)[number];

/** A request starts at most this many days ahead and spans at most this many days: dates within reason. */
export const FAMILY_REQUEST_MAX_DAYS_AHEAD = 60;
export const FAMILY_REQUEST_MAX_SPAN_DAYS = 60;
/** The family's list shows its newest requests, this many at most. */
export const FAMILY_REQUEST_LIST_LIMIT = 50;
export const FAMILY_REQUEST_DETAILS_MAX = 1000;

export type TFamilyRequestDateProblem = 'toBeforeFrom' | 'inThePast' | 'notInTheFuture' | 'tooFarAhead' | 'tooLong';

/**
 * Whether the dates are within reason, on the school's `today`: a report may start today, not before;
 * leave is asked ahead, from tomorrow; nothing starts more than 60 days ahead nor lasts more than 60 days.
 * ISO dates compare as text.
 */
export function familyRequestDateProblem(
  kind: TFamilyRequestKind,
  from: string,
  to: string,
  today: string,
): TFamilyRequestDateProblem | null {
  if (to < from) return 'toBeforeFrom';
  if (kind === 'absence' && from < today) return 'inThePast';
  if (kind === 'leave' && from <= today) return 'notInTheFuture';
  if (from > addDays(today, FAMILY_REQUEST_MAX_DAYS_AHEAD)) return 'tooFarAhead';
  if (to > addDays(from, FAMILY_REQUEST_MAX_SPAN_DAYS - 1)) return 'tooLong';
  return null;
}

const requestFields = {
  childId: ZId,
  from: ZRealDate,
  to: ZRealDate,
  reason: ZFamilyRequestReason,
  details: z.string().check(z.trim(), z.maxLength(FAMILY_REQUEST_DETAILS_MAX)),
};

/** A certificate sent with a report, as a data URL; checked by its bytes like the certificate upload. */
export const ZRequestCertificate = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  contents: z.string().check(z.regex(/^data:[\w.+-]+\/[\w.+-]+;base64,/, 'Expected a base64 data URL')),
});
export type TRequestCertificate = z.infer<typeof ZRequestCertificate>;

export const ZReportAbsenceRequest = z.strictObject({ ...requestFields, certificate: z.optional(ZRequestCertificate) });
export type TReportAbsenceRequest = z.infer<typeof ZReportAbsenceRequest>;
export const ZAskLeaveRequest = z.strictObject(requestFields);
export type TAskLeaveRequest = z.infer<typeof ZAskLeaveRequest>;

export const ZFamilyRequest = z.object({
  id: ZId,
  kind: z.enum(FAMILY_REQUEST_KINDS),
  childId: ZId,
  firstName: z.string(),
  from: z.string(),
  to: z.string(),
  reason: ZFamilyRequestReason,
  details: z.string(),
  hasCertificate: z.boolean(),
  state: z.enum(FAMILY_REQUEST_STATES),
  /** The office's note with its decision on leave; null before one, and for a report. */
  decisionNote: z.nullable(z.string()),
  createdAt: ZInstant,
  decidedAt: z.nullable(ZInstant),
});
export type TFamilyRequest = z.infer<typeof ZFamilyRequest>;
export const ZFamilyRequestList = z.object({ requests: z.array(ZFamilyRequest) });
export type TFamilyRequestList = z.infer<typeof ZFamilyRequestList>;
