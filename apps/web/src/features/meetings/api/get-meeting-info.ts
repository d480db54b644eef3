import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, ZMeetingInfo, type TMeetingInfo } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/meeting/info/{meetingId}: the slot grid and every used slot of the meeting. */
export function getMeetingInfo(meetingId: number, signal?: AbortSignal): Promise<TMeetingInfo> {
  return api.get(apiPaths.meetingInfo(meetingId), ZMeetingInfo, signal);
}

export function getMeetingInfoQueryOptions(meetingId: number) {
  return queryOptions({
    queryKey: queryKeys.meetingInfo(meetingId),
    queryFn: ({ signal }) => getMeetingInfo(meetingId, signal),
    // Other families book at the same time: a slot shown free should be free as of now.
    staleTime: 0,
    meta: { errorMessage: msg`Error fetching meeting by id. Please try again later.` },
  });
}

export function useMeetingInfo(meetingId: number | null) {
  return useQuery({ ...getMeetingInfoQueryOptions(meetingId ?? 0), enabled: meetingId !== null });
}
