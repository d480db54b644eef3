import {
  OFFICE_ROLES,
  ZAddFamilyMemberRequest,
  ZCreateFamilyRequest,
  ZCreated,
  ZFamilyPage,
  ZFamilyPreview,
  ZIdParams,
  ZListQuery,
  ZOk,
  ZStaffFamily,
  ZUpdateFamilyMemberRequest,
  peoplePaths,
} from '@carnet/contract';
import { callerLanguage } from '../../i18n/caller-language';
import { schoolToday } from '../../lib/school-day';
import type { App } from '../../types';
import { getStaffFamily, listFamilies, updateFamilyMemberAsOffice } from './families.service';
import { previewFamily } from './family-preview.service';
import { addFamilyMember, createFamilyByHand } from './family-creation.service';

const office = { roles: [...OFFICE_ROLES] };
const tags = ['staff'];

/**
 * The office's families: search, a family's page, its contacts, the read-only "see as this family", and
 * families and contacts made by hand between two imports (decision 098).
 */
export async function familyStaffRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    peoplePaths.families,
    { config: office, schema: { tags, querystring: ZListQuery, response: { 200: ZFamilyPage } } },
    async (request) => listFamilies(db, request.query),
  );
  app.post(
    peoplePaths.families,
    { config: office, schema: { tags, body: ZCreateFamilyRequest, response: { 200: ZCreated } } },
    async (request) => createFamilyByHand(db, request.actor, request.body),
  );
  app.post(
    peoplePaths.familyMembers(':id'),
    { config: office, schema: { tags, params: ZIdParams, body: ZAddFamilyMemberRequest, response: { 200: ZCreated } } },
    async (request) => addFamilyMember(db, request.actor, request.params.id, request.body),
  );
  app.get(
    peoplePaths.family(':id'),
    { config: office, schema: { tags, params: ZIdParams, response: { 200: ZStaffFamily } } },
    async (request) => getStaffFamily(db, request.params.id),
  );
  app.get(
    peoplePaths.familyPreview(':id'),
    { config: office, schema: { tags, params: ZIdParams, response: { 200: ZFamilyPreview } } },
    async (request) =>
      previewFamily(db, request.actor, request.params.id, schoolToday(app.deps), callerLanguage(request, app.deps.config.defaultLanguage)),
  );
  app.patch(
    peoplePaths.familyMember(':id'),
    { config: office, schema: { tags, params: ZIdParams, body: ZUpdateFamilyMemberRequest, response: { 200: ZOk } } },
    async (request) => {
      await updateFamilyMemberAsOffice(db, request.actor, request.params.id, request.body);
      return { success: true as const };
    },
  );
}
