import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, ZRewardsResponse, type TRewardsResponse } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/rewards/{childId}: this term's rewards, their commendations and the sanctions, newest first. */
export function getRewards(childId: number, signal?: AbortSignal): Promise<TRewardsResponse> {
  return api.get(apiPaths.rewards(childId), ZRewardsResponse, signal);
}

export function getRewardsQueryOptions(childId: number) {
  return queryOptions({
    queryKey: queryKeys.rewards(childId),
    queryFn: ({ signal }) => getRewards(childId, signal),
  });
}

export function useRewards(childId: number | null) {
  return useQuery({ ...getRewardsQueryOptions(childId ?? 0), enabled: childId !== null });
}
