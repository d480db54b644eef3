import * as z from 'zod/mini';
import { ZId } from '../common';

/**
 * Who a publication is for. One picker on every publishing screen; the server resolves it to pupils,
 * then to their families' parent accounts (and the pupils' own student accounts where the item is theirs).
 */
export const AUDIENCE_KINDS = ['school', 'yearGroups', 'classes', 'teachingGroups', 'pupils'] as const;
export const ZAudienceKind = z.enum(AUDIENCE_KINDS);
export type TAudienceKind = z.infer<typeof ZAudienceKind>;

const ids = z.array(ZId).check(z.minLength(1, 'Choose at least one'), z.maxLength(5000));

export const ZAudience = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('school') }),
  z.strictObject({ kind: z.literal('yearGroups'), ids }),
  z.strictObject({ kind: z.literal('classes'), ids }),
  z.strictObject({ kind: z.literal('teachingGroups'), ids }),
  z.strictObject({ kind: z.literal('pupils'), ids }),
]);
export type TAudience = z.infer<typeof ZAudience>;

/** POST /api/staff/audience/count: how many it reaches, shown before anything is sent. */
export const ZAudienceCountRequest = z.strictObject({
  audience: ZAudience,
  /** For the parents' areas (documents): the pupils' own accounts are not told, so not counted. */
  parentsOnly: z.optional(z.boolean()),
});
export const ZAudienceCount = z.object({ pupils: z.number(), families: z.number(), accounts: z.number() });
export type TAudienceCount = z.infer<typeof ZAudienceCount>;

/** What the picker offers: every choice with its name (GET /api/staff/audience/choices). */
export const ZAudienceChoice = z.object({ id: ZId, name: z.string() });
export const ZAudienceChoices = z.object({
  yearGroups: z.array(ZAudienceChoice),
  classes: z.array(z.object({ id: ZId, name: z.string(), yearGroupId: ZId })),
  teachingGroups: z.array(z.object({ id: ZId, name: z.string(), className: z.string(), teacherName: z.string() })),
});
export type TAudienceChoices = z.infer<typeof ZAudienceChoices>;
