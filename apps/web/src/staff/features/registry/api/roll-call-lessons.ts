import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZRollCallLessons, rollCallPaths } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { rollCallKeys } from './roll-call-keys';

/** GET /api/staff/roll-call/lessons?date=: a teacher's own lessons of the day (the office's: every lesson). */
export const getRollCallLessonsQueryOptions = (date: string) =>
  queryOptions({
    queryKey: rollCallKeys.lessons(date),
    queryFn: ({ signal }) => api.get(`${rollCallPaths.lessons}?date=${encodeURIComponent(date)}`, ZRollCallLessons, signal),
    meta: { errorMessage: msg`The lessons could not be loaded.` },
  });

/** The day on screen stays while the next one loads. */
export const useRollCallLessons = (date: string) =>
  useQuery({ ...withErrorShownInPlace(getRollCallLessonsQueryOptions(date)), placeholderData: keepPreviousData });
