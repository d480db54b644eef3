import * as z from 'zod/mini';
import { ZId, ZInstant, ZIsoDate } from '../common';

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
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditQuery = z.strictObject({
  userId: z.optional(z.pipe(z.string().check(z.regex(/^[1-9]\d{0,9}$/)), z.coerce.number<string>())),
  pupilId: z.optional(z.pipe(z.string().check(z.regex(/^[1-9]\d{0,9}$/)), z.coerce.number<string>())),
  from: z.optional(ZIsoDate),
  to: z.optional(ZIsoDate),
  page: z.optional(z.pipe(z.string().check(z.regex(/^[1-9]\d{0,5}$/)), z.coerce.number<string>())),
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditPage = z.object({ entries: z.array(ZAuditEntry), total: z.number(), page: z.number(), pageSize: z.number() });
export type TAuditPage = z.infer<typeof ZAuditPage>;
