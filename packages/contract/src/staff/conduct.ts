import * as z from 'zod/mini';
import { ZId, ZInstant, ZIsoDate } from '../common';

/**
 * Conduct and concerns written by staff (decisions 070 and 084): a teacher for the pupils of their
 * own teaching groups, the office for every pupil. Families read them as before (rewards, concerns).
 */
export const conductPaths = {
  /** GET ?childId=: the pupils a caller may write for (a teacher's groups' pupils, or every pupil for the office). */
  pupils: '/api/staff/conduct/pupils',
  /** GET ?childId=: rewards and sanctions, newest first; POST: a reward or a sanction. */
  entries: '/api/staff/conduct',
  /** PATCH: corrects a reward or a sanction (the family is told); DELETE: withdraws it (gone from the family's pages, kept in the audit log). */
  entry: '/api/staff/conduct/:id',
  /** GET ?childId=: concerns with their acknowledgement; POST: raise a concern (the parents are told unless it is staff only). */
  concerns: '/api/staff/concerns',
  /** PATCH: corrects a concern; DELETE: withdraws it. The parents are told, unless it is staff only. */
  concern: '/api/staff/concerns/:id',
} as const;
export const conductEntryPath = (id: number) => conductPaths.entry.replace(':id', String(id));
export const concernPath = (id: number) => conductPaths.concern.replace(':id', String(id));

export const CONDUCT_KINDS = ['reward', 'sanction'] as const;
export const ZConductKind = z.enum(CONDUCT_KINDS);

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const required = (max: number) => z.string().check(z.trim(), z.minLength(1, 'A value is required'), z.maxLength(max));

export const ZConductQuery = z.strictObject({
  childId: z.optional(z.pipe(z.string().check(z.regex(/^[1-9]\d{0,9}$/, 'Expected a positive integer id')), z.coerce.number<string>())),
});

export const ZConductPupil = z.object({ id: ZId, firstName: z.string(), lastName: z.string(), className: z.string() });
export const ZConductPupils = z.array(ZConductPupil);
export type TConductPupil = z.infer<typeof ZConductPupil>;

export const ZNewConductEntry = z.strictObject({
  childId: ZId,
  kind: ZConductKind,
  date: ZIsoDate,
  /** What it is for, as families read it on the card ('Excellent homework'). */
  subject: required(120),
  resume: text(500),
});
export type TNewConductEntry = z.infer<typeof ZNewConductEntry>;

/** A correction keeps the pupil and the kind: a reward written for the wrong pupil is withdrawn and written again. */
export const ZEditConductEntry = z.strictObject({ date: ZIsoDate, subject: required(120), resume: text(500) });
export type TEditConductEntry = z.infer<typeof ZEditConductEntry>;

export const ZConductEntry = z.object({
  id: ZId,
  childId: ZId,
  pupil: z.string(),
  kind: ZConductKind,
  date: z.string(),
  responsible: z.string(),
  subject: z.string(),
  resume: z.string(),
});
export type TConductEntry = z.infer<typeof ZConductEntry>;
export const ZConductEntries = z.array(ZConductEntry);

export const CONCERN_TYPES = ['Behaviour', 'Attendance', 'Wellbeing', 'Learning', 'Other'] as const;

export const ZNewConcern = z.strictObject({
  childId: ZId,
  type: z.enum(CONCERN_TYPES),
  reason: required(200),
  date: ZIsoDate,
  comment: text(1000),
  /** Pastoral (decision 096): the family is never told of it nor shown it; only staff read it. */
  staffOnly: z.optional(z.boolean()),
});
export type TNewConcern = z.infer<typeof ZNewConcern>;

export const ZEditConcern = z.strictObject({
  type: z.enum(CONCERN_TYPES),
  reason: required(200),
  date: ZIsoDate,
  comment: text(1000),
  staffOnly: z.boolean(),
});
export type TEditConcern = z.infer<typeof ZEditConcern>;

export const ZStaffConcern = z.object({
  id: ZId,
  childId: ZId,
  pupil: z.string(),
  type: z.string(),
  reason: z.string(),
  date: z.string(),
  comment: z.string(),
  /** Who raised it in Carnet ('' for concerns written before staff could). */
  raisedBy: z.string(),
  acknowledged: z.boolean(),
  /** When the family acknowledged it; null while they have not (or before this was recorded). */
  acknowledgedAt: z.nullable(ZInstant),
  staffOnly: z.boolean(),
});
export type TStaffConcern = z.infer<typeof ZStaffConcern>;
export const ZStaffConcerns = z.array(ZStaffConcern);
