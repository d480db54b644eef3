import {
  OFFICE_ROLES,
  ZApiError,
  ZNewSchoolYearRequest,
  ZNewSchoolYearSummary,
  ZRetentionSettings,
  ZUpdateRetentionRequest,
  retentionPaths,
} from '@carnet/contract';
import { AppError } from '../../lib/app-error';
import { schoolToday } from '../../lib/school-day';
import type { App } from '../../types';
import { previewNewSchoolYear, rollNewSchoolYear } from './new-school-year.service';
import { readRetentionSettings, updateRetentionSettings } from './retention-settings.service';
import { retentionJobHandler, scheduleNextRetention } from './retention-job';

const errors = { 400: ZApiError, 403: ZApiError, 409: ZApiError };

/** The office's retention settings and the roll into the next school year (decision 078). */
export async function retentionStaffRoutes(app: App) {
  const { db } = app.deps;
  const config = { roles: [...OFFICE_ROLES] };
  // Retention is one waiting job, at night on the school's clocks; each run schedules the next.
  const clock = { now: app.deps.now, schoolTimeZone: app.deps.config.schoolTimeZone };
  app.jobs.register('retention', retentionJobHandler(db, clock), () => scheduleNextRetention(db, clock));
  const tags = ['staff'];

  app.get(retentionPaths.settings, { config, schema: { tags, response: { 200: ZRetentionSettings } } }, async () =>
    readRetentionSettings(db),
  );
  app.put(
    retentionPaths.settings,
    { config, schema: { tags, body: ZUpdateRetentionRequest, response: { 200: ZRetentionSettings, ...errors } } },
    async (request) => updateRetentionSettings(db, request.actor, request.body),
  );
  app.get(retentionPaths.newSchoolYear, { config, schema: { tags, response: { 200: ZNewSchoolYearSummary } } }, async () =>
    previewNewSchoolYear(db, schoolToday(app.deps)),
  );
  app.post(
    retentionPaths.newSchoolYear,
    {
      config,
      schema: {
        tags,
        description: 'Rolls the school into the year the office confirmed; 409 when that is no longer the year to roll into.',
        body: ZNewSchoolYearRequest,
        response: { 200: ZNewSchoolYearSummary, ...errors },
      },
    },
    async (request) => {
      const today = schoolToday(app.deps);
      const preview = await previewNewSchoolYear(db, today);
      if (preview.isDone || preview.schoolYear !== request.body.schoolYear) throw new AppError('CONFLICT', 'retention.alreadyRolled');
      return rollNewSchoolYear(db, request.actor, today);
    },
  );
}
