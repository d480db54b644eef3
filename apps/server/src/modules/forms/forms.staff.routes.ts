import {
  OFFICE_ROLES,
  ZApiError,
  ZCreated,
  ZFormAnswers,
  ZIdParams,
  ZNewForm,
  ZOk,
  ZRemindResult,
  ZSendForm,
  ZSendFormResult,
  ZStaffFormDefinition,
  ZStaffFormList,
  formsStaffPaths,
} from '@carnet/contract';
import { sendFile } from '../../lib/download';
import type { App } from '../../types';
import { formAnswersCsv } from './forms-csv';
import { formRemindersJobHandler, scheduleNextFormReminders } from './form-reminders';
import {
  createStaffForm,
  deleteStaffForm,
  formAnswers,
  getStaffForm,
  listStaffForms,
  remindStaffForm,
  sendStaffForm,
  updateStaffForm,
} from './forms.staff.service';

/** The office's forms (decision 070): build, send with a deadline, follow, remind, export. */
export async function formsStaffRoutes(app: App) {
  const { db } = app.deps;
  const office = { roles: [...OFFICE_ROLES] };
  const tags = ['staff'];
  const refusals = { 400: ZApiError, 404: ZApiError };
  // A daily sweep rather than a job per form (decision 097): a later send may move the deadline and the
  // office may turn reminders off, and the sweep reads both as they are on the morning it runs.
  const clock = { now: app.deps.now, schoolTimeZone: app.deps.config.schoolTimeZone };
  app.jobs.register('form-reminders', formRemindersJobHandler(db, clock), () => scheduleNextFormReminders(db, clock));

  app.get(formsStaffPaths.forms, { config: office, schema: { tags, response: { 200: ZStaffFormList } } }, async () => listStaffForms(db));
  app.post(
    formsStaffPaths.forms,
    { config: office, schema: { tags, body: ZNewForm, response: { 200: ZCreated, ...refusals } } },
    async (request) => createStaffForm(db, request.actor, request.body),
  );
  app.get(
    formsStaffPaths.form,
    { config: office, schema: { tags, params: ZIdParams, response: { 200: ZStaffFormDefinition, 404: ZApiError } } },
    async (request) => getStaffForm(db, request.params.id),
  );
  app.patch(
    formsStaffPaths.form,
    { config: office, schema: { tags, params: ZIdParams, body: ZNewForm, response: { 200: ZOk, ...refusals, 409: ZApiError } } },
    async (request) => {
      await updateStaffForm(db, request.actor, request.params.id, request.body);
      return { success: true as const };
    },
  );
  app.post(
    formsStaffPaths.formDelete,
    { config: office, schema: { tags, params: ZIdParams, response: { 200: ZOk, 404: ZApiError, 409: ZApiError } } },
    async (request) => {
      await deleteStaffForm(db, request.actor, request.params.id);
      return { success: true as const };
    },
  );
  app.post(
    formsStaffPaths.send,
    { config: office, schema: { tags, params: ZIdParams, body: ZSendForm, response: { 200: ZSendFormResult, ...refusals } } },
    async (request) => sendStaffForm(db, request.actor, request.params.id, request.body),
  );
  app.get(
    formsStaffPaths.answers,
    { config: office, schema: { tags, params: ZIdParams, response: { 200: ZFormAnswers, 404: ZApiError } } },
    async (request) => formAnswers(db, request.params.id),
  );
  app.post(
    formsStaffPaths.remind,
    { config: office, schema: { tags, params: ZIdParams, response: { 200: ZRemindResult, 404: ZApiError } } },
    async (request) => remindStaffForm(db, request.actor, request.params.id, app.deps.now()),
  );
  app.get(formsStaffPaths.exportCsv, { config: office, schema: { tags, params: ZIdParams } }, async (request, reply) => {
    const { name, csv } = await formAnswersCsv(db, request.params.id);
    return sendFile(reply, { name, media_type: 'text/csv; charset=utf-8', bytes: Buffer.from(csv, 'utf8') }, `${name}.csv`);
  });
}
