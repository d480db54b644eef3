import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { structurePath, structurePaths, ZTeachingGroupPupils } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { structureKeys } from './structure-keys';

/** GET /api/staff/structure/teaching-groups/:id/pupils: its class's pupils and its members, each marked. */
export const getTeachingGroupPupilsQueryOptions = (teachingGroupId: number) =>
  queryOptions({
    queryKey: structureKeys.pupils(teachingGroupId),
    queryFn: ({ signal }) => api.get(structurePath(structurePaths.teachingGroupPupils, teachingGroupId), ZTeachingGroupPupils, signal),
    meta: { errorMessage: msg`Error fetching the pupils of the teaching group` },
  });

export const useTeachingGroupPupils = (teachingGroupId: number) => useQuery(getTeachingGroupPupilsQueryOptions(teachingGroupId));
