import {
  OFFICE_ROLES,
  ZApiError,
  ZIdParams,
  ZOk,
  ZSchoolTermInput,
  ZStaffSchoolTerm,
  ZStaffSchoolTerms,
  structurePaths,
} from '@carnet/contract';
import type { App } from '../../types';
import { createSchoolTermAsOffice, deleteSchoolTerm, listSchoolTerms, updateSchoolTerm } from './school-years.service';

const errors = { 400: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };

/** The office keeps the school years' terms (the dates families see); teachers and families may not. */
export async function schoolYearsStaffRoutes(app: App) {
  const { db } = app.deps;
  const config = { roles: [...OFFICE_ROLES] };
  const tags = ['staff'];

  app.get(structurePaths.schoolTerms, { config, schema: { tags, response: { 200: ZStaffSchoolTerms } } }, async () => ({
    terms: await listSchoolTerms(db),
  }));
  app.post(
    structurePaths.schoolTerms,
    { config, schema: { tags, body: ZSchoolTermInput, response: { 200: ZStaffSchoolTerm, ...errors } } },
    async (request) => createSchoolTermAsOffice(db, request.actor, request.body),
  );
  app.patch(
    structurePaths.schoolTerm,
    { config, schema: { tags, params: ZIdParams, body: ZSchoolTermInput, response: { 200: ZStaffSchoolTerm, ...errors } } },
    async (request) => updateSchoolTerm(db, request.actor, request.params.id, request.body),
  );
  app.post(
    structurePaths.schoolTermDelete,
    { config, schema: { tags, params: ZIdParams, response: { 200: ZOk, ...errors } } },
    async (request) => {
      await deleteSchoolTerm(db, request.actor, request.params.id);
      return { success: true as const };
    },
  );
}
