import * as z from 'zod/mini';
import { ZId } from '../common';
import { FAMILY_REQUEST_KINDS, ZFamilyRequest, ZFamilyRequestReason } from '../family-requests';

/**
 * The office's side of the families' requests (decision 107): the day's reports and leave, the leave
 * still to decide, and where the roll call and the family's word differ. Beside the absences screen.
 */
export const staffFamilyRequestPaths = {
  /** GET ?date= (default: the school's today): the office's view of that day. */
  day: '/api/staff/family-requests',
  /** POST {decision, note}: grants or refuses a pending leave request, once. */
  decision: '/api/staff/family-requests/:id/decision',
  /** GET: the request's certificate (office). */
  certificate: '/api/staff/family-requests/:id/certificate',
} as const;
export const familyRequestDecisionPath = (id: number) => staffFamilyRequestPaths.decision.replace(':id', String(id));
export const familyRequestCertificatePath = (id: number) => staffFamilyRequestPaths.certificate.replace(':id', String(id));

/** The office reads this many pending leave requests at once, the oldest first. */
export const PENDING_LEAVE_LIMIT = 100;

export const ZStaffFamilyRequest = z.extend(ZFamilyRequest, { lastName: z.string(), className: z.string() });
export type TStaffFamilyRequest = z.infer<typeof ZStaffFamilyRequest>;

/**
 * Where the two records disagree on a day, never reconciled by the server: the office reads both.
 * - reportedButPresent: the family reported the absence (or leave was granted), a register marks the pupil present;
 * - refusedButAbsent: leave was refused and a register marks the pupil absent;
 * - absentWithoutWord: after the day, marked absent with no word from the family.
 */
export const FAMILY_REQUEST_DIFFERENCES = ['reportedButPresent', 'refusedButAbsent', 'absentWithoutWord'] as const;
export const ZFamilyRequestDifference = z.object({
  kind: z.enum(FAMILY_REQUEST_DIFFERENCES),
  childId: ZId,
  firstName: z.string(),
  lastName: z.string(),
  className: z.string(),
  /** The lesson whose register says otherwise. */
  subject: z.string(),
  startHour: z.string(),
  /** The family's request it is set against; null for an absence with no word. */
  requestId: z.nullable(ZId),
});
export type TFamilyRequestDifference = z.infer<typeof ZFamilyRequestDifference>;

export const ZStaffFamilyRequestDay = z.object({
  date: z.string(),
  /** Reports and leave (any state) that cover the day. */
  requests: z.array(ZStaffFamilyRequest),
  /** Leave waiting for a decision, any day, the oldest first. */
  pendingLeave: z.array(ZStaffFamilyRequest),
  differences: z.array(ZFamilyRequestDifference),
});
export type TStaffFamilyRequestDay = z.infer<typeof ZStaffFamilyRequestDay>;

export const ZDecideLeaveRequest = z.strictObject({
  decision: z.enum(['granted', 'refused']),
  note: z.string().check(z.trim(), z.maxLength(500)),
});
export type TDecideLeaveRequest = z.infer<typeof ZDecideLeaveRequest>;

/** What the roll call shows beside a pupil: the family's report, or leave the office granted, for the lesson's day. */
export const ZRegisterFamilyWord = z.object({ kind: z.enum(FAMILY_REQUEST_KINDS), reason: ZFamilyRequestReason });
export type TRegisterFamilyWord = z.infer<typeof ZRegisterFamilyWord>;
