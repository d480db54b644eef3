import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZStaffHomeworkGroups, staffHomeworkPaths } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { staffHomeworkKeys } from './homework-keys';

/** GET /api/staff/homework/groups?archived=true: the groups the caller writes for (the office: every one, or the archived ones). */
export const getHomeworkGroupsQueryOptions = (isArchived: boolean) =>
  withErrorShownInPlace(
    queryOptions({
      queryKey: staffHomeworkKeys.groups(isArchived),
      queryFn: ({ signal }) =>
        api.get(isArchived ? `${staffHomeworkPaths.groups}?archived=true` : staffHomeworkPaths.groups, ZStaffHomeworkGroups, signal),
      meta: { errorMessage: msg`The teaching groups could not be loaded.` },
    }),
  );

export const useHomeworkGroups = (isArchived: boolean) => useQuery(getHomeworkGroupsQueryOptions(isArchived));
