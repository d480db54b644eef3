import * as z from 'zod/mini';
import { ZId, ZInstant, ZTimeOfDay, freeText } from '../common';
import { CONVERSATION_SUBJECT_MAX, REPLY_DAYS_MAX, ZConversation, ZConversationSummary, ZMessageBody, ZMessageFiles } from '../messages';

/** The staff side of conversations (decision 102): teachers and the office, under /api/staff/messages. */

/** POST /api/staff/messages: a teacher (their own pupils) or the office opens a conversation with a pupil's family. */
export const ZStaffStartConversationRequest = z.strictObject({
  childId: ZId,
  /** With the student alone (their own conversation) rather than the parents. */
  isStudentOnly: z.optional(z.boolean()),
  subject: freeText(CONVERSATION_SUBJECT_MAX).check(z.minLength(1)),
  body: ZMessageBody,
  files: ZMessageFiles,
  /** The office only: delivered at once, quiet hours or not, and written in the audit log. */
  isUrgent: z.optional(z.boolean()),
});
export type TStaffStartConversationRequest = z.infer<typeof ZStaffStartConversationRequest>;

export const ZStaffReplyRequest = z.strictObject({ body: ZMessageBody, files: ZMessageFiles, isUrgent: z.optional(z.boolean()) });
export type TStaffReplyRequest = z.infer<typeof ZStaffReplyRequest>;

/** The staff lists name the family and the pupil, which the family's own list does not need. */
export const ZStaffConversationSummary = z.object({
  ...ZConversationSummary.shape,
  familyId: ZId,
  familyName: z.string(),
  childLastName: z.string(),
});
export type TStaffConversationSummary = z.infer<typeof ZStaffConversationSummary>;
export const ZStaffConversationList = z.array(ZStaffConversationSummary);

export const ZStaffConversation = z.object({
  ...ZConversation.shape,
  familyId: ZId,
  familyName: z.string(),
  childLastName: z.string(),
  /** Whether the caller is a party (may write); the office reads others' conversations without being one. */
  isParty: z.boolean(),
});
export type TStaffConversation = z.infer<typeof ZStaffConversation>;

/** GET and PUT /api/staff/messages/settings (office): quiet hours, the expected reply time, students writing. */
export const ZMessagingSettings = z
  .strictObject({
    quietStart: ZTimeOfDay,
    quietEnd: ZTimeOfDay,
    replyDays: z.number().check(z.int(), z.minimum(1), z.maximum(REPLY_DAYS_MAX)),
    studentsMayWrite: z.boolean(),
  })
  .check(
    z.refine((s) => s.quietEnd < s.quietStart, {
      message: 'Quiet hours end in the morning, before they start in the evening',
      path: ['quietEnd'],
    }),
  );
export type TMessagingSettings = z.infer<typeof ZMessagingSettings>;

/** The office's list of conversations waiting longer than the expected reply time for a staff answer. */
export const ZWaitingConversation = z.object({
  id: ZId,
  subject: z.string(),
  familyName: z.string(),
  childFirstName: z.string(),
  childLastName: z.string(),
  staffKind: z.enum(['teacher', 'office']),
  teacherName: z.nullable(z.string()),
  waitingSince: ZInstant,
  schoolDaysWaiting: z.number().check(z.int()),
});
export const ZWaitingConversations = z.array(ZWaitingConversation);

export const ZMessageReport = z.object({
  id: ZId,
  messageId: ZId,
  conversationId: ZId,
  reason: z.string(),
  reportedByName: z.string(),
  createdAt: ZInstant,
  resolvedAt: z.nullable(ZInstant),
  authorName: z.string(),
  messageBody: z.string(),
});
export type TMessageReport = z.infer<typeof ZMessageReport>;
export const ZMessageReports = z.array(ZMessageReport);
export const ZMessageReportsQuery = z.strictObject({ state: z.optional(z.enum(['open', 'all'])) });

export const MESSAGING_PAUSE_REASON_MAX = 500;
/** POST /api/staff/messages/pauses: pause the conversations a family (or, without one, every family) can start. */
export const ZPauseMessagingRequest = z.strictObject({
  familyId: z.nullable(ZId),
  reason: freeText(MESSAGING_PAUSE_REASON_MAX).check(z.minLength(1)),
});
export type TPauseMessagingRequest = z.infer<typeof ZPauseMessagingRequest>;
export const ZMessagingPause = z.object({
  id: ZId,
  familyId: z.nullable(ZId),
  familyName: z.nullable(z.string()),
  reason: z.string(),
  createdAt: ZInstant,
});
export const ZMessagingPauses = z.array(ZMessagingPause);
