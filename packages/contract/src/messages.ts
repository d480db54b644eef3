import * as z from 'zod/mini';
import { ZId, ZInstant, ZTimeOfDay, freeText } from './common';
import { CERTIFICATE_MEDIA_TYPES } from './registry';

// In a file of its own: the menu of every page reads it, and a module's schemas come whole into a page.
export { ZUnreadMessages } from './messages-unread';

/**
 * Conversations between a family and the school (decision 102): the family's side. A message
 * is never edited nor deleted. The rules the issue states as numbers are here, named.
 */
export const MESSAGE_BODY_MAX = 5000;
export const CONVERSATION_SUBJECT_MAX = 150;
/** Each attachment at most 10 MB, and a message at most this many of them. */
export const MESSAGE_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const MESSAGE_FILES_MAX = 3;
/** PDF and images, recognised by their bytes as the certificate upload is (lib/file-type.ts). */
export const MESSAGE_MEDIA_TYPES = CERTIFICATE_MEDIA_TYPES;
export const MESSAGE_REPORT_REASON_MAX = 1000;
/** A page of the list, and of a conversation's messages (newest first, older ones by the `Link` header). */
export const CONVERSATION_PAGE_LIMIT = 30;
export const MESSAGE_PAGE_LIMIT = 50;

/** The school's settings until the office changes them: quiet hours 19:00 to 07:00, a reply within 2 school days. */
export const MESSAGING_DEFAULTS = { quietStart: '19:00', quietEnd: '07:00', replyDays: 2, studentsMayWrite: false } as const;
export const REPLY_DAYS_MAX = 20;

export const STAFF_KINDS = ['teacher', 'office'] as const;
export const ZStaffKind = z.enum(STAFF_KINDS);
export type TStaffKind = z.infer<typeof ZStaffKind>;

/** An attachment as sent: its name and its bytes as a base64 data URL; only the bytes decide its type. */
export const ZMessageFileUpload = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  contents: z.string().check(z.regex(/^data:[\w.+-]+\/[\w.+-]+;base64,/, 'Expected a base64 data URL')),
});
export type TMessageFileUpload = z.infer<typeof ZMessageFileUpload>;

export const ZMessageBody = freeText(MESSAGE_BODY_MAX).check(z.minLength(1));
export const ZMessageFiles = z.optional(z.array(ZMessageFileUpload).check(z.maxLength(MESSAGE_FILES_MAX)));

/** The other side of a new conversation: the office, or one of the child's teachers. */
export const ZConversationWith = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('office') }),
  z.strictObject({ kind: z.literal('teacher'), teacherId: ZId }),
]);

/** POST /api/messages: a parent about one of their children (a student: about themself, if the school allows it). */
export const ZStartConversationRequest = z.strictObject({
  childId: ZId,
  with: ZConversationWith,
  subject: freeText(CONVERSATION_SUBJECT_MAX).check(z.minLength(1)),
  body: ZMessageBody,
  files: ZMessageFiles,
});
export type TStartConversationRequest = z.infer<typeof ZStartConversationRequest>;

/** POST /api/messages/:id: a reply in a conversation the caller reads. */
export const ZReplyRequest = z.strictObject({ body: ZMessageBody, files: ZMessageFiles });
export type TReplyRequest = z.infer<typeof ZReplyRequest>;

/** The answer to a write: when the readers will see it (`isDeferred`: held until quiet hours end). */
export const ZMessageSent = z.object({ conversationId: ZId, messageId: ZId, deliverAt: ZInstant, isDeferred: z.boolean() });
export type TMessageSent = z.infer<typeof ZMessageSent>;

export const ZMessageFile = z.object({ id: ZId, name: z.string(), mediaType: z.string(), size: z.number() });
/** Who read a message and when: shown to its writer's side, one line per recipient account that read it. */
export const ZMessageRead = z.object({ userId: ZId, name: z.string(), readAt: ZInstant });

export const ZMessage = z.object({
  id: ZId,
  authorName: z.string(),
  isMine: z.boolean(),
  fromFamily: z.boolean(),
  body: z.string(),
  createdAt: ZInstant,
  /** When the other side sees it; later than now only for the writer's side (quiet hours). */
  deliverAt: ZInstant,
  isUrgent: z.boolean(),
  files: z.array(ZMessageFile),
  /** Read receipts of the caller's own side's messages; empty for the other side's. */
  reads: z.array(ZMessageRead),
});
export type TMessage = z.infer<typeof ZMessage>;

export const ZConversationSummary = z.object({
  id: ZId,
  childId: ZId,
  childFirstName: z.string(),
  subject: z.string(),
  staffKind: ZStaffKind,
  /** The teacher's name for a teacher's conversation, null for the office's. */
  teacherName: z.nullable(z.string()),
  isStudentOnly: z.boolean(),
  lastMessageAt: ZInstant,
  unread: z.number().check(z.int()),
  isClosed: z.boolean(),
});
export type TConversationSummary = z.infer<typeof ZConversationSummary>;
export const ZConversationList = z.array(ZConversationSummary);

/** A conversation and a page of its messages, newest first; older messages follow the `Link` header. */
export const ZConversation = z.object({
  ...ZConversationSummary.shape,
  closedAt: z.nullable(ZInstant),
  messages: z.array(ZMessage),
});
export type TConversation = z.infer<typeof ZConversation>;

/** GET /api/messages/recipients: whom the caller may write to, per child. */
export const ZMessageRecipients = z.object({
  children: z.array(
    z.object({
      childId: ZId,
      firstName: z.string(),
      teachers: z.array(z.object({ id: ZId, name: z.string(), groups: z.array(z.string()) })),
    }),
  ),
});
export type TMessageRecipients = z.infer<typeof ZMessageRecipients>;

/** GET /api/messages/settings: what the compose view tells the family before it writes. */
export const ZFamilyMessagingSettings = z.object({
  replyDays: z.number().check(z.int()),
  quietStart: ZTimeOfDay,
  quietEnd: ZTimeOfDay,
  /** Whether the caller may start a conversation now (a student only if the school allows it, nobody while paused). */
  canStart: z.boolean(),
  /** The office's reason when new conversations are paused for this family or the whole school. */
  pauseReason: z.nullable(z.string()),
});
export type TFamilyMessagingSettings = z.infer<typeof ZFamilyMessagingSettings>;

/** POST /api/messages/reports (and the staff's): any participant reports a message to the office. */
export const ZReportMessageRequest = z.strictObject({
  messageId: ZId,
  reason: freeText(MESSAGE_REPORT_REASON_MAX).check(z.minLength(1)),
});
export type TReportMessageRequest = z.infer<typeof ZReportMessageRequest>;
