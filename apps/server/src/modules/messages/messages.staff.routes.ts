import {
  CONVERSATION_PAGE_LIMIT,
  OFFICE_ROLES,
  STAFF_ROLES,
  ZApiError,
  ZConversationListQuery,
  ZIdParams,
  ZMessagePageQuery,
  ZMessageReports,
  ZMessageReportsQuery,
  ZMessageSent,
  ZMessagingPauses,
  ZMessagingSettings,
  ZOk,
  ZPauseMessagingRequest,
  ZReportMessageRequest,
  ZStaffConversation,
  ZStaffConversationList,
  ZStaffReplyRequest,
  ZStaffStartConversationRequest,
  ZUnreadMessages,
  ZWaitingConversations,
  nextPageLink,
  staffConversationPath,
  staffMessagePaths,
} from '@carnet/contract';
import { sendFile } from '../../lib/download';
import { sendKeysetPage } from '../../lib/keyset-page';
import type { App } from '../../types';
import { findMessageFile, listMessageReports, reportMessage, resolveMessageReport } from './message-reports';
import { messageDeliveryJobHandler } from './messages.publish';
import { MESSAGE_BODY_LIMIT } from './messages.routes';
import {
  countStaffUnread,
  getStaffConversation,
  listStaffConversations,
  readableBy,
  replyAsStaff,
  startStaffConversation,
} from './messages.staff.service';
import { readMessagingSettings, updateMessagingSettings } from './messaging-settings';
import { closeConversation, liftPause, listPauses, listWaitingConversations, pauseMessaging } from './safeguarding.service';

/** Conversations on the staff side (decision 102): teachers and the office; settings and safeguarding: the office. */
export async function messagesStaffRoutes(app: App) {
  const { db } = app.deps;
  const staff = { roles: [...STAFF_ROLES] };
  const office = { roles: [...OFFICE_ROLES] };
  const tags = ['staff'];
  const refusals = { 400: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 413: ZApiError, 415: ZApiError };
  const clock = () => ({ now: app.deps.now(), timeZone: app.deps.config.schoolTimeZone });
  // A message's readers are told when it is delivered: at once, or when quiet hours end.
  app.jobs.register('message-delivery', messageDeliveryJobHandler(db, { now: app.deps.now }));

  app.get(
    staffMessagePaths.list,
    { config: staff, schema: { tags, querystring: ZConversationListQuery, response: { 200: ZStaffConversationList, 400: ZApiError } } },
    async (request, reply) => {
      const page = await listStaffConversations(db, request.actor, request.query, app.deps.now());
      return sendKeysetPage(reply, staffMessagePaths.list, page, request.query.limit ?? CONVERSATION_PAGE_LIMIT);
    },
  );
  app.post(
    staffMessagePaths.list,
    {
      config: staff,
      bodyLimit: MESSAGE_BODY_LIMIT,
      schema: { tags, body: ZStaffStartConversationRequest, response: { 200: ZMessageSent, ...refusals } },
    },
    async (request) => {
      const sent = await startStaffConversation(db, request.actor, request.body, clock());
      app.jobs.wake();
      return sent;
    },
  );
  app.get(staffMessagePaths.unread, { config: staff, schema: { tags, response: { 200: ZUnreadMessages } } }, async (request) => ({
    unread: await countStaffUnread(db, request.actor, app.deps.now()),
  }));
  app.get(staffMessagePaths.settings, { config: office, schema: { tags, response: { 200: ZMessagingSettings } } }, async () =>
    readMessagingSettings(db),
  );
  app.put(
    staffMessagePaths.settings,
    { config: office, schema: { tags, body: ZMessagingSettings, response: { 200: ZMessagingSettings, 400: ZApiError } } },
    async (request) => updateMessagingSettings(db, request.actor, request.body),
  );
  app.get(staffMessagePaths.waiting, { config: office, schema: { tags, response: { 200: ZWaitingConversations } } }, async () =>
    listWaitingConversations(db, app.deps.now(), app.deps.config.schoolTimeZone),
  );
  app.get(
    staffMessagePaths.reports,
    { config: office, schema: { tags, querystring: ZMessageReportsQuery, response: { 200: ZMessageReports, 400: ZApiError } } },
    async (request) => listMessageReports(db, request.query.state ?? 'open'),
  );
  app.post(
    staffMessagePaths.reports,
    { config: staff, schema: { tags, body: ZReportMessageRequest, response: { 200: ZOk, 400: ZApiError, 404: ZApiError } } },
    async (request) => {
      const now = app.deps.now();
      await reportMessage(db, request.actor, request.body, {
        conversations: readableBy(db, request.actor, now.toISOString()),
        side: 'staff',
        now,
      });
      return { success: true as const };
    },
  );
  app.post(
    staffMessagePaths.resolveReport,
    { config: office, schema: { tags, params: ZIdParams, response: { 200: ZOk, 404: ZApiError, 409: ZApiError } } },
    async (request) => {
      await resolveMessageReport(db, request.actor, request.params.id, app.deps.now());
      return { success: true as const };
    },
  );
  app.get(staffMessagePaths.pauses, { config: office, schema: { tags, response: { 200: ZMessagingPauses } } }, async () => listPauses(db));
  app.post(
    staffMessagePaths.pauses,
    {
      config: office,
      schema: { tags, body: ZPauseMessagingRequest, response: { 200: ZOk, 400: ZApiError, 404: ZApiError, 409: ZApiError } },
    },
    async (request) => {
      await pauseMessaging(db, request.actor, request.body, app.deps.now());
      return { success: true as const };
    },
  );
  app.post(
    staffMessagePaths.liftPause,
    { config: office, schema: { tags, params: ZIdParams, response: { 200: ZOk, 404: ZApiError, 409: ZApiError } } },
    async (request) => {
      await liftPause(db, request.actor, request.params.id, app.deps.now());
      return { success: true as const };
    },
  );
  app.get(
    staffMessagePaths.conversation,
    {
      // A party's read marks messages read; the office's read of others' is audited.
      config: { ...staff, countsAsWrite: true },
      schema: {
        tags,
        params: ZIdParams,
        querystring: ZMessagePageQuery,
        response: { 200: ZStaffConversation, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request, reply) => {
      const { conversation, next, limit } = await getStaffConversation(db, request.actor, request.params.id, request.query, app.deps.now());
      if (next) void reply.header('link', nextPageLink(staffConversationPath(request.params.id), next, request.query.limit ?? limit));
      return conversation;
    },
  );
  app.post(
    staffMessagePaths.conversation,
    {
      config: staff,
      bodyLimit: MESSAGE_BODY_LIMIT,
      schema: { tags, params: ZIdParams, body: ZStaffReplyRequest, response: { 200: ZMessageSent, ...refusals } },
    },
    async (request) => {
      const sent = await replyAsStaff(db, request.actor, request.params.id, request.body, clock());
      app.jobs.wake();
      return sent;
    },
  );
  app.post(
    staffMessagePaths.close,
    { config: office, schema: { tags, params: ZIdParams, response: { 200: ZOk, 404: ZApiError, 409: ZApiError } } },
    async (request) => {
      await closeConversation(db, request.actor, request.params.id, app.deps.now());
      return { success: true as const };
    },
  );
  app.get(
    staffMessagePaths.file,
    {
      config: staff,
      schema: { tags, params: ZIdParams, produces: ['application/pdf', 'image/jpeg', 'image/png'], response: { 404: ZApiError } },
    },
    async (request, reply) => {
      const now = app.deps.now();
      const file = await findMessageFile(db, request.params.id, {
        conversations: readableBy(db, request.actor, now.toISOString()),
        side: 'staff',
        now,
      });
      return sendFile(reply, file, file.name);
    },
  );
}
