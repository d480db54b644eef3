import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZStaffMarksGroups, staffMarksPaths } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { staffMarksKeys } from './marks-keys';

/** GET /api/staff/marks/groups?archived=true: the groups the caller marks (the office: every one, or the archived ones). */
export const getMarksGroupsQueryOptions = (isArchived: boolean) =>
  withErrorShownInPlace(
    queryOptions({
      queryKey: staffMarksKeys.groups(isArchived),
      queryFn: ({ signal }) =>
        api.get(isArchived ? `${staffMarksPaths.groups}?archived=true` : staffMarksPaths.groups, ZStaffMarksGroups, signal),
      meta: { errorMessage: msg`The teaching groups could not be loaded.` },
    }),
  );

export const useMarksGroups = (isArchived: boolean) => useQuery(getMarksGroupsQueryOptions(isArchived));
