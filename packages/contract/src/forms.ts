import * as z from 'zod/mini';
import { ZId } from './common';

export const CONTACT_FIELD_LABELS = ['Family tie', 'Civility', 'Firstname', 'Lastname', 'E-mail', 'Mobile', 'Phone', 'Address'] as const;
export type TContactFieldLabel = (typeof CONTACT_FIELD_LABELS)[number];

/**
 * Whether a family must answer the question before sending (decision 100). A question written before
 * questions could be optional, or sent without the field, is required: old forms stay as they were.
 */
const required = z._default(z.boolean(), true);

export const ZFormQuestion = z.discriminatedUnion('type', [
  z.object({ title: z.string(), type: z.literal('yes-no'), required }),
  z.object({
    title: z.string(),
    type: z.literal('multiple'),
    choiceType: z.enum(['checkbox', 'radio']),
    choices: z.array(z.string()).check(z.minLength(1)),
    required,
  }),
  z.object({ title: z.string(), type: z.literal('free'), required }),
]);
export type TFormQuestion = z.infer<typeof ZFormQuestion>;
/** A question as written by a caller, who may leave `required` out (then it is required). */
export type TFormQuestionInput = z.input<typeof ZFormQuestion>;

const isDistinct = (values: readonly string[]) => new Set(values).size === values.length;

/** Answers are stored by question title and contact label, so both must be unique within a form. */
export const ZFormSchema = z
  .object({
    contactInfo: z.array(z.enum(CONTACT_FIELD_LABELS)),
    form: z.array(ZFormQuestion),
  })
  .check(
    z.refine((schema) => isDistinct(schema.contactInfo) && isDistinct(schema.form.map((q) => q.title)), {
      message: 'Contact labels and question titles must be unique within a form',
    }),
  );
export type TFormSchema = z.infer<typeof ZFormSchema>;
export type TFormSchemaInput = z.input<typeof ZFormSchema>;

export const ZFormSummary = z.object({ id: ZId, name: z.string(), type: z.string() });

export const ZFormChild = z.object({ id: ZId, first_name: z.string(), last_name: z.string() });

/** GET /api/form/my */
export const ZFormRequest = z.object({
  id: ZId,
  completed: z.boolean(),
  child: ZFormChild,
  form: ZFormSummary,
  hasNotification: z.boolean(),
  /** The answer-by date the office gave ('YYYY-MM-DD'), null when none: a field added to the spec's answer. */
  deadline: z.nullable(z.string()),
});
export type TFormRequest = z.infer<typeof ZFormRequest>;
export const ZFormRequestList = z.array(ZFormRequest);

/** GET /api/form/{id} (the form id) */
export const ZFormDefinition = z.object({
  id: ZId,
  name: z.string(),
  type: z.string(),
  schema: ZFormSchema,
  /**
   * What the school holds of the signed-in parent, keyed as the contact answers are ('familyTie',
   * 'Mobile'...): the form starts from it instead of blank fields. A field added to the spec's answer.
   */
  contactDefaults: z.optional(z.record(z.string(), z.string())),
});
export type TFormDefinition = z.infer<typeof ZFormDefinition>;

export const ZAnswerValue = z.union([
  z.string().check(z.maxLength(5000)),
  z.array(z.string().check(z.maxLength(500))).check(z.maxLength(100)),
]);

/** PATCH /api/form/{id}/send-data (the form request id). */
export const ZSendFormRequest = z.strictObject({
  contactInfo: z.record(z.string().check(z.maxLength(50)), z.string().check(z.trim(), z.maxLength(500))),
  form: z.record(z.string().check(z.maxLength(50)), ZAnswerValue),
});
export type TSendFormRequest = z.infer<typeof ZSendFormRequest>;

/** GET /api/form/{id}/get-data (the form request id): answers keyed by contact label and question title. */
export const ZFormResultData = z.object({
  contactInfo: z.record(z.string(), z.string()),
  form: z.record(z.string(), ZAnswerValue),
});
export const ZFormData = z.object({
  id: ZId,
  form: ZFormSummary,
  child: ZFormChild,
  resultData: z.nullable(ZFormResultData),
});
export type TFormData = z.infer<typeof ZFormData>;
