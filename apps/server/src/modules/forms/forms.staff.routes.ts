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
  ZSendFormCount,
  ZSendFormResult,
  ZStaffFormDefinition,
  ZStaffFormList,
  formsStaffPaths,
} from '@carnet/contract';
import { callerLanguage } from '../../i18n/caller-language';
import { sendFile } from '../../lib/download';
import { spreadsheetFile } from '../../lib/spreadsheet';
import type { App } from '../../types';
import { formAnswersSheet } from './forms-export';
import { formRemindersJobHandler, scheduleNextFormReminders } from './form-reminders';
import {
  countStaffFormSend,
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
  // A read sent as a POST, as the audience count is: an audience may list many pupils.
  app.post(
    formsStaffPaths.sendCount,
    { config: office, schema: { tags, params: ZIdParams, body: ZSendFormCount, response: { 200: ZSendFormResult, ...refusals } } },
    async (request) => countStaffFormSend(db, request.actor, request.params.id, request.body.audience),
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
  // The answers for a spreadsheet: CSV as before (the separator of the reader's language), or a workbook.
  for (const [path, format] of [
    [formsStaffPaths.exportCsv, 'csv'],
    [formsStaffPaths.exportXlsx, 'xlsx'],
  ] as const) {
    app.get(path, { config: office, schema: { tags, params: ZIdParams } }, async (request, reply) => {
      const language = callerLanguage(request, app.deps.config.defaultLanguage);
      const sheet = await formAnswersSheet(db, request.params.id, language);
      const file = await spreadsheetFile(sheet, format, language, app.deps.config.schoolTimeZone);
      return sendFile(reply, file, file.name);
    });
  }
}
