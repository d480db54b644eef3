import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, ZOpenMeetingList, type TOpenMeeting } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/meeting/open: meetings are open when this list is not empty. */
export function getOpenMeetings(signal?: AbortSignal): Promise<TOpenMeeting[]> {
  return api.get(apiPaths.openMeetings, ZOpenMeetingList, signal);
}

export function getOpenMeetingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.openMeetings,
    queryFn: ({ signal }) => getOpenMeetings(signal),
    meta: { errorMessage: msg`Error fetching open meetings. Please try again later.` },
  });
}

export function useOpenMeetings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getOpenMeetingsQueryOptions(), enabled });
}
