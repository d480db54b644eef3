import {
  ZApiError,
  ZChildHomework,
  ZDueNext,
  ZHomeworkChildFileParams,
  ZHomeworkChildItemParams,
  ZHomeworkChildParams,
  ZHomeworkWindowQuery,
  ZLessonNotesDay,
  ZLessonNotesQuery,
  ZOk,
  ZStudentTask,
  ZStudentTaskRequest,
  ZStudentTaskUpdate,
  homeworkPaths,
} from '@carnet/contract';
import { sendFile } from '../../lib/download';
import type { App } from '../../types';
import {
  addStudentTask,
  deleteStudentTask,
  findFamilyHomeworkFile,
  getChildHomework,
  getDueNext,
  getLessonNotes,
  tickHomework,
  untickHomework,
  updateStudentTask,
} from './homework.service';

/** The family's cahier de textes and the student's planner (decision 110): parents and students. */
export async function homeworkRoutes(app: App) {
  const { db } = app.deps;
  const tags = ['homework'];
  const refusals = { 400: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
  const clock = () => ({ now: app.deps.now(), timeZone: app.deps.config.schoolTimeZone });

  app.get(homeworkPaths.dueNext, { schema: { tags, response: { 200: ZDueNext } } }, async (request) =>
    getDueNext(db, request.actor, clock()),
  );
  app.get(
    homeworkPaths.child,
    {
      schema: {
        tags,
        params: ZHomeworkChildParams,
        querystring: ZHomeworkWindowQuery,
        response: { 200: ZChildHomework, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => getChildHomework(db, request.actor, request.params.childId, request.query, clock()),
  );
  app.get(
    homeworkPaths.notes,
    {
      schema: {
        tags,
        params: ZHomeworkChildParams,
        querystring: ZLessonNotesQuery,
        response: { 200: ZLessonNotesDay, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => getLessonNotes(db, request.actor, request.params.childId, request.query.date, clock()),
  );
  app.put(
    homeworkPaths.done,
    { schema: { tags, params: ZHomeworkChildItemParams, response: { 200: ZOk, ...refusals } } },
    async (request) => {
      await tickHomework(db, request.actor, request.params.childId, request.params.id, app.deps.now());
      return { success: true as const };
    },
  );
  app.delete(
    homeworkPaths.done,
    { schema: { tags, params: ZHomeworkChildItemParams, response: { 200: ZOk, ...refusals } } },
    async (request) => {
      await untickHomework(db, request.actor, request.params.childId, request.params.id);
      return { success: true as const };
    },
  );
  app.post(
    homeworkPaths.tasks,
    { schema: { tags, params: ZHomeworkChildParams, body: ZStudentTaskRequest, response: { 200: ZStudentTask, ...refusals } } },
    async (request) => addStudentTask(db, request.actor, request.params.childId, request.body, app.deps.now()),
  );
  app.patch(
    homeworkPaths.task,
    { schema: { tags, params: ZHomeworkChildItemParams, body: ZStudentTaskUpdate, response: { 200: ZStudentTask, ...refusals } } },
    async (request) => updateStudentTask(db, request.actor, request.params.childId, request.params.id, request.body, app.deps.now()),
  );
  app.delete(
    homeworkPaths.task,
    { schema: { tags, params: ZHomeworkChildItemParams, response: { 200: ZOk, ...refusals } } },
    async (request) => {
      await deleteStudentTask(db, request.actor, request.params.childId, request.params.id);
      return { success: true as const };
    },
  );
  app.get(
    homeworkPaths.file,
    {
      schema: {
        tags,
        params: ZHomeworkChildFileParams,
        produces: ['application/pdf', 'image/jpeg', 'image/png'],
        response: { 404: ZApiError },
      },
    },
    async (request, reply) => {
      const file = await findFamilyHomeworkFile(db, request.actor, request.params.childId, request.params.fileId);
      return sendFile(reply, file, file.name);
    },
  );
}
