import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZClassWeek, staffClassWeekPath } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { staffHomeworkKeys } from './homework-keys';

/** GET /api/staff/homework/classes/:classId/week?monday= (office): a class's week of homework, every subject, with each day's load. */
export const getClassWeekQueryOptions = (classId: number, monday: string) =>
  withErrorShownInPlace(
    queryOptions({
      queryKey: staffHomeworkKeys.classWeek(classId, monday),
      queryFn: ({ signal }) => api.get(`${staffClassWeekPath(classId)}?monday=${monday}`, ZClassWeek, signal),
      meta: { errorMessage: msg`The class's week could not be loaded.` },
    }),
  );

export const useClassWeek = (classId: number | null, monday: string) =>
  useQuery({ ...getClassWeekQueryOptions(classId ?? 0, monday), enabled: classId !== null, placeholderData: keepPreviousData });
