import {
  STAFF_ROLES,
  ZApiError,
  ZAudienceChoices,
  ZAudienceCount,
  ZAudienceCountRequest,
  ZAudiencePupilList,
  ZAudiencePupilsQuery,
  audiencePupilsPath,
  staffPaths,
} from '@carnet/contract';
import type { App } from '../../types';
import { audienceChoices } from './audience-choices';
import { checkAudience, countAudience } from './audience';
import { searchAudiencePupils } from './audience-pupils';

/** The audience picker's choices and its count before sending; the office and teachers both publish. */
export async function audienceStaffRoutes(app: App) {
  const { db } = app.deps;
  const staff = { roles: [...STAFF_ROLES] };

  app.get(
    staffPaths.audienceChoices,
    { config: staff, schema: { tags: ['staff'], response: { 200: ZAudienceChoices } } },
    async (request) => audienceChoices(db, request.actor),
  );

  app.post(
    staffPaths.audienceCount,
    {
      config: staff,
      schema: { tags: ['staff'], body: ZAudienceCountRequest, response: { 200: ZAudienceCount, 400: ZApiError, 403: ZApiError } },
    },
    async (request) => {
      await checkAudience(db, request.actor, request.body.audience);
      return countAudience(db, request.body.audience, { parentsOnly: request.body.parentsOnly ?? false });
    },
  );

  // The picker's 'chosen pupils' search (added with publishing, decision 063).
  app.get(
    audiencePupilsPath,
    { config: staff, schema: { tags: ['staff'], querystring: ZAudiencePupilsQuery, response: { 200: ZAudiencePupilList } } },
    async (request) => searchAudiencePupils(db, request.actor, request.query.q),
  );
}
