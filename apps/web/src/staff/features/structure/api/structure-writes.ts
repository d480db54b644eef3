import {
  structurePath,
  structurePaths,
  ZOk,
  ZStaffSchoolTerm,
  ZTeachingGroup,
  ZTeachingGroupPupils,
  type TCreateClassRequest,
  type TCreateTeachingGroupRequest,
  type TSchoolTermInput,
  type TSetTeachingGroupPupilsRequest,
  type TUpdateClassRequest,
  type TUpdateTeachingGroupRequest,
  type TYearGroupInput,
} from '@carnet/contract';
import * as z from 'zod/mini';
import { api } from '../../../../lib/api-client';

/** The structure page's writes, one fetcher per endpoint (the hooks are `useStructureWrite(fetcher, toast)`). */

const ZNamed = z.object({ id: z.number(), name: z.string() });
const deleteAt = (path: string) => (id: number) => api.post(structurePath(path, id), ZOk, {});

export const createSchoolTerm = (body: TSchoolTermInput) => api.post(structurePaths.schoolTerms, ZStaffSchoolTerm, body);
export const updateSchoolTerm = ({ id, ...body }: TSchoolTermInput & { id: number }) =>
  api.patch(structurePath(structurePaths.schoolTerm, id), ZStaffSchoolTerm, body);
export const deleteSchoolTerm = deleteAt(structurePaths.schoolTermDelete);

export const createYearGroup = (body: TYearGroupInput) => api.post(structurePaths.yearGroups, ZNamed, body);
export const renameYearGroup = ({ id, ...body }: TYearGroupInput & { id: number }) =>
  api.patch(structurePath(structurePaths.yearGroup, id), ZNamed, body);
export const deleteYearGroup = deleteAt(structurePaths.yearGroupDelete);

export const createClass = (body: TCreateClassRequest) => api.post(structurePaths.classes, ZNamed, body);
export const updateClass = ({ id, ...body }: TUpdateClassRequest & { id: number }) =>
  api.patch(structurePath(structurePaths.class, id), ZNamed, body);
export const deleteClass = deleteAt(structurePaths.classDelete);
export const reopenClass = (id: number) => api.post(structurePath(structurePaths.classReopen, id), ZOk, {});

export const createTeachingGroup = (body: TCreateTeachingGroupRequest) => api.post(structurePaths.teachingGroups, ZTeachingGroup, body);
export const updateTeachingGroup = ({ id, ...body }: TUpdateTeachingGroupRequest & { id: number }) =>
  api.patch(structurePath(structurePaths.teachingGroup, id), ZTeachingGroup, body);
export const deleteTeachingGroup = deleteAt(structurePaths.teachingGroupDelete);
export const setTeachingGroupPupils = ({ id, ...body }: TSetTeachingGroupPupilsRequest & { id: number }) =>
  api.post(structurePath(structurePaths.teachingGroupPupils, id), ZTeachingGroupPupils, body);
