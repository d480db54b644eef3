import {
  OFFICE_ROLES,
  STAFF_ROLES,
  ZApiError,
  ZAssessmentGrid,
  ZAssessmentRelease,
  ZAssessmentRequest,
  ZChildMarksQuery,
  ZCompetencies,
  ZCompetency,
  ZCompetencyRequest,
  ZEditAssessmentRequest,
  ZGroupsQuery,
  ZHomeworkGroupParams,
  ZIdParams,
  ZMarksEntryRequest,
  ZMarksSettings,
  ZOk,
  ZStaffMarksGroupTerm,
  ZStaffMarksGroups,
  staffMarksPaths,
} from '@carnet/contract';
import type { App } from '../../types';
import { marksReleaseJobHandler } from './marks-release';
import { readMarksSettings, updateMarksSettings } from './marks-settings';
import {
  archiveCompetency,
  createAssessment,
  createCompetency,
  deleteAssessment,
  editAssessment,
  enterMarks,
  getAssessmentGrid,
  getGroupTerm,
  listCompetencies,
  listMarksGroups,
  publishAssessment,
  updateCompetency,
} from './marks.staff.service';

/**
 * The staff side of marks (decision 114): teachers enter their own groups' assessments and marks and
 * publish them; the office reads every group, keeps the list of competencies and the release settings.
 * The term's gradebook as OneRoster is its own file.
 */
export async function marksStaffRoutes(app: App) {
  const { db } = app.deps;
  const staff = { roles: [...STAFF_ROLES] };
  const office = { roles: [...OFFICE_ROLES] };
  const tags = ['staff'];
  const refusals = { 400: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
  const clock = () => ({ now: app.deps.now(), timeZone: app.deps.config.schoolTimeZone });

  app.jobs.register('marks-release', marksReleaseJobHandler(db, { now: app.deps.now }));

  app.get(
    staffMarksPaths.groups,
    { config: staff, schema: { tags, querystring: ZGroupsQuery, response: { 200: ZStaffMarksGroups, 400: ZApiError } } },
    async (request) => listMarksGroups(db, request.actor, request.query.archived === 'true'),
  );
  app.get(
    staffMarksPaths.group,
    {
      config: staff,
      schema: {
        tags,
        params: ZHomeworkGroupParams,
        querystring: ZChildMarksQuery,
        response: { 200: ZStaffMarksGroupTerm, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => getGroupTerm(db, request.actor, request.params.groupId, request.query.termId, clock()),
  );
  app.post(
    staffMarksPaths.create,
    { config: staff, schema: { tags, body: ZAssessmentRequest, response: { 200: ZAssessmentGrid, ...refusals } } },
    async (request) => createAssessment(db, request.actor, request.body, clock()),
  );
  app.get(
    staffMarksPaths.assessment,
    { config: staff, schema: { tags, params: ZIdParams, response: { 200: ZAssessmentGrid, 400: ZApiError, 404: ZApiError } } },
    async (request) => getAssessmentGrid(db, request.actor, request.params.id, clock()),
  );
  app.patch(
    staffMarksPaths.assessment,
    { config: staff, schema: { tags, params: ZIdParams, body: ZEditAssessmentRequest, response: { 200: ZAssessmentGrid, ...refusals } } },
    async (request) => editAssessment(db, request.actor, request.params.id, request.body, clock()),
  );
  app.delete(
    staffMarksPaths.assessment,
    { config: staff, schema: { tags, params: ZIdParams, response: { 200: ZOk, ...refusals } } },
    async (request) => {
      await deleteAssessment(db, request.actor, request.params.id, clock());
      return { success: true as const };
    },
  );
  app.put(
    staffMarksPaths.marks,
    { config: staff, schema: { tags, params: ZIdParams, body: ZMarksEntryRequest, response: { 200: ZAssessmentGrid, ...refusals } } },
    async (request) => enterMarks(db, request.actor, request.params.id, request.body, clock()),
  );
  app.post(
    staffMarksPaths.publish,
    { config: staff, schema: { tags, params: ZIdParams, response: { 200: ZAssessmentRelease, ...refusals } } },
    async (request) => {
      const release = await publishAssessment(db, request.actor, request.params.id, clock());
      app.jobs.wake();
      return release;
    },
  );
  app.get(staffMarksPaths.competencies, { config: staff, schema: { tags, response: { 200: ZCompetencies } } }, async () =>
    listCompetencies(db),
  );
  app.post(
    staffMarksPaths.competencies,
    { config: office, schema: { tags, body: ZCompetencyRequest, response: { 200: ZCompetency, 400: ZApiError } } },
    async (request) => createCompetency(db, request.actor, request.body),
  );
  app.patch(
    staffMarksPaths.competency,
    {
      config: office,
      schema: { tags, params: ZIdParams, body: ZCompetencyRequest, response: { 200: ZCompetency, 400: ZApiError, 404: ZApiError } },
    },
    async (request) => updateCompetency(db, request.actor, request.params.id, request.body),
  );
  app.delete(
    staffMarksPaths.competency,
    { config: office, schema: { tags, params: ZIdParams, response: { 200: ZOk, 400: ZApiError, 404: ZApiError } } },
    async (request) => {
      await archiveCompetency(db, request.actor, request.params.id, clock());
      return { success: true as const };
    },
  );
  app.get(staffMarksPaths.settings, { config: staff, schema: { tags, response: { 200: ZMarksSettings } } }, async () =>
    readMarksSettings(db),
  );
  app.put(
    staffMarksPaths.settings,
    { config: office, schema: { tags, body: ZMarksSettings, response: { 200: ZMarksSettings, 400: ZApiError } } },
    async (request) => updateMarksSettings(db, request.actor, request.body),
  );
}
