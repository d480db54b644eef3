import * as z from 'zod/mini';
import { ZId, ZInstant, ZIsoDate } from '../common';
import { ZFormQuestion, CONTACT_FIELD_LABELS } from '../forms';
import { ZAudience } from './audience';

/**
 * Forms the office builds, sends and follows (decision 070). Families answer them as before
 * (/api/form/...); the office sees who answered, reminds the others and exports the answers.
 */
export const formsStaffPaths = {
  /** GET: the forms with their answer counts; POST: a new form. */
  forms: '/api/staff/forms',
  /** GET: the form as built (to change it); PATCH: the form changed, while no family has answered. */
  form: '/api/staff/forms/:id',
  /** POST: deletes a form nobody was asked yet. */
  formDelete: '/api/staff/forms/:id/delete',
  /** POST {audience, deadline}: asks the audience's families (one request per pupil, never twice). */
  send: '/api/staff/forms/:id/send',
  /** POST {audience}: how many pupils a send would ask, and how many of them were asked already (a read). */
  sendCount: '/api/staff/forms/:id/send-count',
  /** GET: who has answered, per pupil. */
  answers: '/api/staff/forms/:id/answers',
  /** POST: a reminder to the families who have not answered yet. */
  remind: '/api/staff/forms/:id/remind',
  /** GET: the answers as CSV (UTF-8 with a BOM, the separator of the reader's language: ';' in French). */
  exportCsv: '/api/staff/forms/:id/answers.csv',
  /** GET: the answers as a workbook (.xlsx), headers in the reader's language. */
  exportXlsx: '/api/staff/forms/:id/answers.xlsx',
} as const;
const withId = (path: string, id: number) => path.replace(':id', String(id));
export const staffFormPath = (id: number) => withId(formsStaffPaths.form, id);
export const deleteFormPath = (id: number) => withId(formsStaffPaths.formDelete, id);
export const sendFormPath = (id: number) => withId(formsStaffPaths.send, id);
export const sendFormCountPath = (id: number) => withId(formsStaffPaths.sendCount, id);
export const formAnswersPath = (id: number) => withId(formsStaffPaths.answers, id);
export const remindFormPath = (id: number) => withId(formsStaffPaths.remind, id);
export const exportFormPath = (id: number) => withId(formsStaffPaths.exportCsv, id);
export const exportFormXlsxPath = (id: number) => withId(formsStaffPaths.exportXlsx, id);

export const FORM_TYPES = ['Authorization', 'Survey', 'Registration', 'Other'] as const;

/** The families who have not answered are reminded this many days before the deadline (decision 097). */
export const FORM_REMINDER_DAYS_BEFORE = 2;
/** When the daily reminder sweep runs, on the school's clocks: during the morning, not at night. */
export const FORM_REMINDER_TIME = '08:00';

const title = z.string().check(z.trim(), z.minLength(1, 'A title is required'), z.maxLength(200));

/** A form as the office builds it: contact fields to confirm, then questions with unique titles. */
export const ZNewForm = z
  .strictObject({
    name: title,
    type: z.enum(FORM_TYPES),
    contactInfo: z.array(z.enum(CONTACT_FIELD_LABELS)).check(z.maxLength(CONTACT_FIELD_LABELS.length)),
    questions: z.array(ZFormQuestion).check(z.minLength(1, 'Add at least one question'), z.maxLength(50)),
    /** Whether the families who have not answered are reminded before the deadline; on when left out. */
    autoRemind: z.optional(z.boolean()),
  })
  .check(
    z.refine(
      (form) =>
        new Set(form.contactInfo).size === form.contactInfo.length &&
        new Set(form.questions.map((q) => q.title.trim())).size === form.questions.length &&
        form.questions.every((q) => q.title.trim() !== '' && q.title.length <= 200),
      'Contact fields and question titles must be unique and not empty',
    ),
  );
export type TNewForm = z.infer<typeof ZNewForm>;

/** A form as built, with its counts: what the office starts from to change it. */
export const ZStaffFormDefinition = z.object({
  id: ZId,
  name: z.string(),
  /** As stored: a demo or older form may carry a type outside FORM_TYPES. */
  type: z.string(),
  contactInfo: z.array(z.enum(CONTACT_FIELD_LABELS)),
  questions: z.array(ZFormQuestion),
  autoRemind: z.boolean(),
  requested: z.number(),
  answered: z.number(),
});
export type TStaffFormDefinition = z.infer<typeof ZStaffFormDefinition>;

export const ZSendForm = z.strictObject({ audience: ZAudience, deadline: ZIsoDate });
export type TSendForm = z.infer<typeof ZSendForm>;
/** A send's outcome, or what it would be: `requested` are the pupils not asked before. */
export const ZSendFormResult = z.object({ requested: z.number(), alreadyAsked: z.number() });
export type TSendFormResult = z.infer<typeof ZSendFormResult>;
export const ZSendFormCount = z.strictObject({ audience: ZAudience });

export const ZStaffFormSummary = z.object({
  id: ZId,
  name: z.string(),
  type: z.string(),
  deadline: z.nullable(z.string()),
  autoRemind: z.boolean(),
  requested: z.number(),
  answered: z.number(),
});
export type TStaffFormSummary = z.infer<typeof ZStaffFormSummary>;
export const ZStaffFormList = z.array(ZStaffFormSummary);

export const ZFormAnswers = z.object({
  form: ZStaffFormSummary,
  pupils: z.array(
    z.object({
      requestId: ZId,
      childId: ZId,
      pupil: z.string(),
      className: z.string(),
      completed: z.boolean(),
      completedAt: z.nullable(ZInstant),
      /** When the family was asked; null for a request made before this was kept (migration 025). */
      requestedAt: z.nullable(ZInstant),
    }),
  ),
});
export type TFormAnswers = z.infer<typeof ZFormAnswers>;
export const ZRemindResult = z.object({ reminded: z.number() });
