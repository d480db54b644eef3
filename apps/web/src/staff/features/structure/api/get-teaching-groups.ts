import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { structurePaths, ZTeachingGroups } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { structureKeys } from './structure-keys';

/** GET /api/staff/structure/teaching-groups[?classId=]: who teaches what to which class. */
export const getTeachingGroupsQueryOptions = (classId: number | null) =>
  queryOptions({
    queryKey: structureKeys.teachingGroups(classId),
    queryFn: ({ signal }) =>
      api.get(
        classId === null ? structurePaths.teachingGroups : `${structurePaths.teachingGroups}?classId=${classId}`,
        ZTeachingGroups,
        signal,
      ),
    meta: { errorMessage: msg`Error fetching the teaching groups` },
  });

export const useTeachingGroups = (classId: number | null) => useQuery(getTeachingGroupsQueryOptions(classId));
