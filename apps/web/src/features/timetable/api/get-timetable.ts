import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, ZTimetable, type TTimetable } from '@carnet/contract';
import { api } from '../../../lib/api-client';

export const TIMETABLE_FETCH_FAILED = msg`Error fetching child time table. Please try again.`;

/** GET /api/timetable/{childId}/{weekOffset}: five lists of lessons, Monday to Friday. */
export function getTimetable(childId: number, weekOffset: number, signal?: AbortSignal): Promise<TTimetable> {
  return api.get(apiPaths.timetable(childId, weekOffset), ZTimetable, signal);
}

export function getTimetableQueryOptions(childId: number, weekOffset: number) {
  return queryOptions({
    queryKey: ['timetable', { childId, weekOffset }] as const,
    queryFn: ({ signal }) => getTimetable(childId, weekOffset, signal),
    meta: { errorMessage: TIMETABLE_FETCH_FAILED },
  });
}

/**
 * Keeps the last week on screen while the next loads, so the grid does not flash empty. Asked even
 * offline ('offlineFirst'): the service worker answers with the copy last seen on this device
 * (docs/decisions/072), where other reads wait for the network.
 */
export function useTimetable(childId: number | null, weekOffset: number) {
  return useQuery({
    ...getTimetableQueryOptions(childId ?? 0, weekOffset),
    enabled: childId !== null,
    placeholderData: keepPreviousData,
    networkMode: 'offlineFirst',
  });
}
