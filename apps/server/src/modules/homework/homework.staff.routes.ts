import {
  HOMEWORK_FILES_MAX,
  OFFICE_ROLES,
  STAFF_ROLES,
  ZApiError,
  ZCahierQuery,
  ZClassWeek,
  ZClassWeekQuery,
  ZEditHomeworkRequest,
  ZGroupsQuery,
  ZHomeworkClassParams,
  ZHomeworkFileParams,
  ZHomeworkGroupParams,
  ZHomeworkLessonParams,
  ZHomeworkLimits,
  ZHomeworkLimitsView,
  ZHomeworkSaved,
  ZIdParams,
  ZLessonNoteRequest,
  ZOk,
  ZSetHomeworkRequest,
  ZStaffCahier,
  ZStaffHomeworkGroups,
  ZStaffLessonEntry,
  ZWorkload,
  ZWorkloadQuery,
  staffHomeworkPaths,
} from '@carnet/contract';
import { sendFile } from '../../lib/download';
import type { App } from '../../types';
import { MESSAGE_FILE_MAX_BASE64_CHARS } from '../messages/message-files';
import { homeworkLimitsView, updateHomeworkLimits } from './homework-limits';
import {
  editHomework,
  findStaffHomeworkFile,
  getCahier,
  getClassWeek,
  getWorkload,
  listHomeworkGroups,
  setHomework,
  withdrawHomework,
  writeLessonNote,
} from './homework.staff.service';

/** A note or homework with its largest attachments as JSON data URLs, and room for its text. */
export const HOMEWORK_BODY_LIMIT = HOMEWORK_FILES_MAX * MESSAGE_FILE_MAX_BASE64_CHARS + 64 * 1024;

/**
 * The staff side of the cahier de textes (decision 110): teachers write for their own groups; the office
 * reads every group, sets the workload limits and reads a class's week. The cahier as a PDF is its own file.
 */
export async function homeworkStaffRoutes(app: App) {
  const { db } = app.deps;
  const staff = { roles: [...STAFF_ROLES] };
  const office = { roles: [...OFFICE_ROLES] };
  const tags = ['staff'];
  const refusals = { 400: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 413: ZApiError, 415: ZApiError };
  const clock = () => ({ now: app.deps.now(), timeZone: app.deps.config.schoolTimeZone });

  app.get(
    staffHomeworkPaths.groups,
    { config: staff, schema: { tags, querystring: ZGroupsQuery, response: { 200: ZStaffHomeworkGroups, 400: ZApiError } } },
    async (request) => listHomeworkGroups(db, request.actor, request.query.archived === 'true'),
  );
  app.get(
    staffHomeworkPaths.cahier,
    {
      config: staff,
      schema: {
        tags,
        params: ZHomeworkGroupParams,
        querystring: ZCahierQuery,
        response: { 200: ZStaffCahier, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => getCahier(db, request.actor, request.params.groupId, request.query, clock()),
  );
  app.get(
    staffHomeworkPaths.workload,
    {
      config: staff,
      schema: {
        tags,
        params: ZHomeworkGroupParams,
        querystring: ZWorkloadQuery,
        response: { 200: ZWorkload, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => getWorkload(db, request.actor, request.params.groupId, request.query.date),
  );
  app.put(
    staffHomeworkPaths.note,
    {
      config: staff,
      bodyLimit: HOMEWORK_BODY_LIMIT,
      schema: { tags, params: ZHomeworkLessonParams, body: ZLessonNoteRequest, response: { 200: ZStaffLessonEntry, ...refusals } },
    },
    async (request) => writeLessonNote(db, request.actor, request.params.lessonId, request.body, clock()),
  );
  app.post(
    staffHomeworkPaths.create,
    {
      config: staff,
      bodyLimit: HOMEWORK_BODY_LIMIT,
      schema: { tags, body: ZSetHomeworkRequest, response: { 200: ZHomeworkSaved, ...refusals } },
    },
    async (request) => {
      const saved = await setHomework(db, request.actor, request.body, clock());
      app.jobs.wake();
      return saved;
    },
  );
  app.patch(
    staffHomeworkPaths.item,
    {
      config: staff,
      bodyLimit: HOMEWORK_BODY_LIMIT,
      schema: { tags, params: ZIdParams, body: ZEditHomeworkRequest, response: { 200: ZHomeworkSaved, ...refusals } },
    },
    async (request) => {
      const saved = await editHomework(db, request.actor, request.params.id, request.body, clock());
      app.jobs.wake();
      return saved;
    },
  );
  app.delete(
    staffHomeworkPaths.item,
    { config: staff, schema: { tags, params: ZIdParams, response: { 200: ZOk, ...refusals } } },
    async (request) => {
      await withdrawHomework(db, request.actor, request.params.id, clock());
      app.jobs.wake();
      return { success: true as const };
    },
  );
  app.get(
    staffHomeworkPaths.file,
    {
      config: staff,
      schema: { tags, params: ZHomeworkFileParams, produces: ['application/pdf', 'image/jpeg', 'image/png'], response: { 404: ZApiError } },
    },
    async (request, reply) => {
      const file = await findStaffHomeworkFile(db, request.actor, request.params.fileId);
      return sendFile(reply, file, file.name);
    },
  );
  app.get(staffHomeworkPaths.limits, { config: office, schema: { tags, response: { 200: ZHomeworkLimitsView } } }, async () =>
    homeworkLimitsView(db),
  );
  app.put(
    staffHomeworkPaths.limits,
    { config: office, schema: { tags, body: ZHomeworkLimits, response: { 200: ZHomeworkLimitsView, 400: ZApiError } } },
    async (request) => updateHomeworkLimits(db, request.actor, request.body),
  );
  app.get(
    staffHomeworkPaths.classWeek,
    {
      config: office,
      schema: {
        tags,
        params: ZHomeworkClassParams,
        querystring: ZClassWeekQuery,
        response: { 200: ZClassWeek, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => getClassWeek(db, request.params.classId, request.query.monday, clock()),
  );
}
