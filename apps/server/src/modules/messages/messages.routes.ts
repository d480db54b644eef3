import {
  CONVERSATION_PAGE_LIMIT,
  MESSAGE_FILES_MAX,
  ZApiError,
  ZConversation,
  ZConversationList,
  ZConversationListQuery,
  ZFamilyMessagingSettings,
  ZIdParams,
  ZMessagePageQuery,
  ZMessageRecipients,
  ZMessageSent,
  ZOk,
  ZReplyRequest,
  ZReportMessageRequest,
  ZStartConversationRequest,
  ZUnreadMessages,
  apiPaths,
  nextPageLink,
} from '@carnet/contract';
import { sendFile } from '../../lib/download';
import { sendKeysetPage } from '../../lib/keyset-page';
import type { App } from '../../types';
import { familyConversations } from './conversation-reach';
import { MESSAGE_FILE_MAX_BASE64_CHARS } from './message-files';
import { findMessageFile, reportMessage } from './message-reports';
import {
  countFamilyUnread,
  getFamilyConversation,
  listFamilyConversations,
  listRecipients,
  readFamilySettings,
  replyAsFamily,
  startFamilyConversation,
} from './messages.service';

/** A message with its largest attachments, as JSON data URLs, and room for its text. */
export const MESSAGE_BODY_LIMIT = MESSAGE_FILES_MAX * MESSAGE_FILE_MAX_BASE64_CHARS + 64 * 1024;

/** The family's conversations (decision 102): parents and students, each their own. */
export async function messagesRoutes(app: App) {
  const { db } = app.deps;
  const tags = ['messages'];
  const refusals = { 400: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 413: ZApiError, 415: ZApiError };
  const clock = () => ({ now: app.deps.now(), timeZone: app.deps.config.schoolTimeZone });

  app.get(
    apiPaths.messages,
    { schema: { tags, querystring: ZConversationListQuery, response: { 200: ZConversationList, 400: ZApiError } } },
    async (request, reply) => {
      const page = await listFamilyConversations(db, request.actor, request.query, app.deps.now());
      return sendKeysetPage(reply, apiPaths.messages, page, request.query.limit ?? CONVERSATION_PAGE_LIMIT);
    },
  );
  app.post(
    apiPaths.messages,
    { bodyLimit: MESSAGE_BODY_LIMIT, schema: { tags, body: ZStartConversationRequest, response: { 200: ZMessageSent, ...refusals } } },
    async (request) => {
      const sent = await startFamilyConversation(db, request.actor, request.body, clock());
      app.jobs.wake();
      return sent;
    },
  );
  app.get(apiPaths.messagesUnread, { schema: { tags, response: { 200: ZUnreadMessages } } }, async (request) => ({
    unread: await countFamilyUnread(db, request.actor, app.deps.now()),
  }));
  app.get(apiPaths.messagesSettings, { schema: { tags, response: { 200: ZFamilyMessagingSettings } } }, async (request) =>
    readFamilySettings(db, request.actor),
  );
  app.get(apiPaths.messagesRecipients, { schema: { tags, response: { 200: ZMessageRecipients } } }, async (request) =>
    listRecipients(db, request.actor),
  );
  app.post(
    apiPaths.messageReports,
    { schema: { tags, body: ZReportMessageRequest, response: { 200: ZOk, 400: ZApiError, 404: ZApiError } } },
    async (request) => {
      const now = app.deps.now();
      await reportMessage(db, request.actor, request.body, {
        conversations: familyConversations(db, request.actor, now.toISOString()),
        side: 'family',
        now,
      });
      return { success: true as const };
    },
  );
  app.get(
    apiPaths.conversation(':id'),
    {
      // Opening a conversation marks its messages read.
      config: { countsAsWrite: true },
      schema: { tags, params: ZIdParams, querystring: ZMessagePageQuery, response: { 200: ZConversation, 400: ZApiError, 404: ZApiError } },
    },
    async (request, reply) => {
      const { conversation, next, limit } = await getFamilyConversation(
        db,
        request.actor,
        request.params.id,
        request.query,
        app.deps.now(),
      );
      if (next) void reply.header('link', nextPageLink(apiPaths.conversation(request.params.id), next, request.query.limit ?? limit));
      return conversation;
    },
  );
  app.post(
    apiPaths.conversation(':id'),
    {
      bodyLimit: MESSAGE_BODY_LIMIT,
      schema: { tags, params: ZIdParams, body: ZReplyRequest, response: { 200: ZMessageSent, ...refusals } },
    },
    async (request) => {
      const sent = await replyAsFamily(db, request.actor, request.params.id, request.body, clock());
      app.jobs.wake();
      return sent;
    },
  );
  app.get(
    apiPaths.messageFile(':id'),
    { schema: { tags, params: ZIdParams, produces: ['application/pdf', 'image/jpeg', 'image/png'], response: { 404: ZApiError } } },
    async (request, reply) => {
      const now = app.deps.now();
      const file = await findMessageFile(db, request.params.id, {
        conversations: familyConversations(db, request.actor, now.toISOString()),
        side: 'family',
        now,
      });
      return sendFile(reply, file, file.name);
    },
  );
}
