import {
  OFFICE_ROLES,
  ZApiError,
  ZCreateClassRequest,
  ZCreateTeachingGroupRequest,
  ZIdParams,
  ZOk,
  ZSchoolStructure,
  ZSetTeachingGroupPupilsRequest,
  ZTeachingGroup,
  ZTeachingGroupPupils,
  ZTeachingGroups,
  ZTeachingGroupsQuery,
  ZUpdateClassRequest,
  ZUpdateTeachingGroupRequest,
  ZYearGroupInput,
  structurePaths,
} from '@carnet/contract';
import * as z from 'zod/mini';
import type { App } from '../../types';
import { createClass, deleteClass, reopenClass, updateClass } from './classes.service';
import { readSchoolStructure } from './structure.service';
import { listTeachingGroupPupils, setTeachingGroupPupils } from './teaching-group-pupils.service';
import { createTeachingGroup, deleteTeachingGroup, listTeachingGroups, updateTeachingGroup } from './teaching-groups.service';
import { createYearGroup, deleteYearGroup, renameYearGroup } from './year-groups.service';

const ZNamed = z.object({ id: z.number(), name: z.string() });
const ZClass = z.object({ id: z.number(), name: z.string(), yearGroupId: z.number(), yearGroupName: z.string() });
const errors = { 400: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };

/** The school's structure, for the office only: year groups, classes, teaching groups and their pupils. */
export async function structureStaffRoutes(app: App) {
  const { db } = app.deps;
  const config = { roles: [...OFFICE_ROLES] };
  const tags = ['staff'];

  app.get(structurePaths.structure, { config, schema: { tags, response: { 200: ZSchoolStructure } } }, async () => readSchoolStructure(db));

  // Year groups
  app.post(
    structurePaths.yearGroups,
    { config, schema: { tags, body: ZYearGroupInput, response: { 200: ZNamed, ...errors } } },
    async (request) => createYearGroup(db, request.actor, request.body),
  );
  app.patch(
    structurePaths.yearGroup,
    { config, schema: { tags, params: ZIdParams, body: ZYearGroupInput, response: { 200: ZNamed, ...errors } } },
    async (request) => renameYearGroup(db, request.actor, request.params.id, request.body),
  );
  app.post(
    structurePaths.yearGroupDelete,
    { config, schema: { tags, params: ZIdParams, response: { 200: ZOk, ...errors } } },
    async (request) => {
      await deleteYearGroup(db, request.actor, request.params.id);
      return { success: true as const };
    },
  );

  // Classes
  app.post(
    structurePaths.classes,
    { config, schema: { tags, body: ZCreateClassRequest, response: { 200: ZClass, ...errors } } },
    async (request) => createClass(db, request.actor, request.body),
  );
  app.patch(
    structurePaths.class,
    { config, schema: { tags, params: ZIdParams, body: ZUpdateClassRequest, response: { 200: ZClass, ...errors } } },
    async (request) => updateClass(db, request.actor, request.params.id, request.body),
  );
  app.post(
    structurePaths.classDelete,
    { config, schema: { tags, params: ZIdParams, response: { 200: ZOk, ...errors } } },
    async (request) => {
      await deleteClass(db, request.actor, request.params.id);
      return { success: true as const };
    },
  );
  app.post(
    structurePaths.classReopen,
    { config, schema: { tags, params: ZIdParams, response: { 200: ZOk, ...errors } } },
    async (request) => {
      await reopenClass(db, request.actor, request.params.id);
      return { success: true as const };
    },
  );

  // Teaching groups and their pupils
  app.get(
    structurePaths.teachingGroups,
    { config, schema: { tags, querystring: ZTeachingGroupsQuery, response: { 200: ZTeachingGroups, 400: ZApiError } } },
    async (request) => ({ teachingGroups: await listTeachingGroups(db, { classId: request.query.classId }) }),
  );
  app.post(
    structurePaths.teachingGroups,
    { config, schema: { tags, body: ZCreateTeachingGroupRequest, response: { 200: ZTeachingGroup, ...errors } } },
    async (request) => createTeachingGroup(db, request.actor, request.body),
  );
  app.patch(
    structurePaths.teachingGroup,
    { config, schema: { tags, params: ZIdParams, body: ZUpdateTeachingGroupRequest, response: { 200: ZTeachingGroup, ...errors } } },
    async (request) => updateTeachingGroup(db, request.actor, request.params.id, request.body),
  );
  app.post(
    structurePaths.teachingGroupDelete,
    { config, schema: { tags, params: ZIdParams, response: { 200: ZOk, ...errors } } },
    async (request) => {
      await deleteTeachingGroup(db, request.actor, request.params.id);
      return { success: true as const };
    },
  );
  app.get(
    structurePaths.teachingGroupPupils,
    { config, schema: { tags, params: ZIdParams, response: { 200: ZTeachingGroupPupils, ...errors } } },
    async (request) => ({ pupils: await listTeachingGroupPupils(db, request.params.id) }),
  );
  app.post(
    structurePaths.teachingGroupPupils,
    {
      config,
      schema: { tags, params: ZIdParams, body: ZSetTeachingGroupPupilsRequest, response: { 200: ZTeachingGroupPupils, ...errors } },
    },
    async (request) => ({ pupils: await setTeachingGroupPupils(db, request.actor, request.params.id, request.body) }),
  );
}
