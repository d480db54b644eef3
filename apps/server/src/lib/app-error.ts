import { ERROR_STATUS, type TErrorCode } from '@carnet/contract';
import { type MessageKey, type MessageParams, type ParamsOf, type PlainKey, translate } from '../i18n/translate';

/**
 * The one error type services throw; the error handler turns it into `{code, message}` with its status,
 * the message in the caller's language. `message` itself stays English, for logs and tests.
 */
export class AppError<Key extends MessageKey = MessageKey> extends Error {
  readonly status: number;
  readonly params: MessageParams;
  constructor(
    readonly code: TErrorCode,
    readonly messageKey: Key,
    ...[params]: ParamsOf<Key>
  ) {
    super(translate(messageKey, 'en', params));
    this.params = params ?? {};
    this.status = ERROR_STATUS[code];
  }
}

/** What a 404 may name; each has its message in the catalogs. */
const NOT_FOUND = {
  Resource: 'notFound.resource',
  Absence: 'notFound.absence',
  Announcement: 'notFound.announcement',
  Assessment: 'notFound.assessment',
  Booking: 'notFound.booking',
  Certificate: 'notFound.certificate',
  Child: 'notFound.child',
  Class: 'notFound.class',
  Competency: 'notFound.competency',
  Concern: 'notFound.concern',
  Conversation: 'notFound.conversation',
  Document: 'notFound.document',
  Family: 'notFound.family',
  'Family member': 'notFound.familyMember',
  'Family request': 'notFound.familyRequest',
  File: 'notFound.file',
  Form: 'notFound.form',
  Homework: 'notFound.homework',
  'Form request': 'notFound.formRequest',
  Lesson: 'notFound.lesson',
  Meeting: 'notFound.meeting',
  Message: 'notFound.message',
  'Message report': 'notFound.messageReport',
  'Messaging pause': 'notFound.messagingPause',
  Newsletter: 'notFound.newsletter',
  Notification: 'notFound.notification',
  Picture: 'notFound.picture',
  Report: 'notFound.report',
  Reward: 'notFound.reward',
  'Student task': 'notFound.studentTask',
  Teacher: 'notFound.teacher',
  'Teaching group': 'notFound.teachingGroup',
  Term: 'notFound.term',
  User: 'notFound.user',
} as const satisfies Record<string, MessageKey>;

export type NotFoundThing = keyof typeof NOT_FOUND;

export const notFound = (what: NotFoundThing = 'Resource') => new AppError('NOT_FOUND', NOT_FOUND[what]);
export const forbidden = (key: PlainKey = 'auth.forbidden') => new AppError('FORBIDDEN', key);
export const badRequest = <Key extends MessageKey>(key: Key, ...params: ParamsOf<Key>) => new AppError('VALIDATION_ERROR', key, ...params);
