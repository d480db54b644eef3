import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, ZFoodWeek, type TFoodWeek } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { withErrorShownInPlace } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** A week's menu seldom changes: fresh 15 minutes, kept 30, and not refetched on window focus. */
export const FOOD_STALE_TIME_MS = 15 * 60_000;
export const FOOD_GC_TIME_MS = 30 * 60_000;

/** GET /api/food/{weekOffset}: the five work days of that week. */
export function getFoodWeek(weekOffset: number, signal?: AbortSignal): Promise<TFoodWeek> {
  return api.get(apiPaths.food(weekOffset), ZFoodWeek, signal);
}

export function getFoodWeekQueryOptions(weekOffset: number) {
  return queryOptions({
    queryKey: queryKeys.food(weekOffset),
    queryFn: ({ signal }) => getFoodWeek(weekOffset, signal),
    staleTime: FOOD_STALE_TIME_MS,
    gcTime: FOOD_GC_TIME_MS,
    refetchOnWindowFocus: false,
    meta: { errorMessage: msg`Error fetching food menu by week. Please try again later.` },
  });
}

/**
 * Keeps showing the week on screen while the next one loads, so the layout does not jump. The lunch
 * menu shows a week's failure itself, with Retry, so it raises no toast.
 */
export function useFoodWeek(weekOffset: number) {
  return useQuery({ ...withErrorShownInPlace(getFoodWeekQueryOptions(weekOffset)), placeholderData: keepPreviousData });
}
